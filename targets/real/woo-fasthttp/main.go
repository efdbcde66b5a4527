// Document 004's woo server: `woo.http:new():listen(':3005','_out(\'hello world!\')')` runs woo's
// web server, which is fasthttp (ab: "Server Software: fasthttp"). The same on Debian's fasthttp:
// every request answered "hello world!" with fasthttp's defaults. Only the listen address is
// adapted: 127.0.0.1 and the run's port (PORT) instead of ":3005".
package main

import (
	"log"
	"os"

	"github.com/valyala/fasthttp"
)

func main() {
	addr := "127.0.0.1:" + os.Getenv("PORT")
	log.Printf("fasthttp listening on %s", addr)
	log.Fatal(fasthttp.ListenAndServe(addr, func(ctx *fasthttp.RequestCtx) {
		ctx.WriteString("hello world!")
	}))
}
