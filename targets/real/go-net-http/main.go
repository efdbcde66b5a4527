// Document 000's Go program, as published (Go 1.5.2 then; Debian's Go here).
// Adapted: it listens on 127.0.0.1 and the port the run gives in $PORT (the document: ":8080").
package main

import (
	"log"
	"net/http"
	"os"
	"runtime"
)

func main() {
	runtime.GOMAXPROCS(runtime.NumCPU() - 1)

	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Last-Modified", "Thu, 18 Jun 2015 10:24:27 GMT")
		w.Header().Add("Accept-Ranges", "bytes")
		w.Header().Add("E-Tag", "55829c5b-17")
		w.Header().Add("Server", "golang-http-server")
		w.Write([]byte("<h1>\nHello world!\n</h1>\n"))
	})

	addr := "127.0.0.1:" + os.Getenv("PORT")
	log.Printf("Go http Server listen on %s", addr)
	log.Fatal(http.ListenAndServe(addr, nil))
}
