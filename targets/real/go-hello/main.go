// Document 003's Go program, as published (Go 1.12.1 then; Debian's Go here).
// Adapted: it listens on 127.0.0.1 and the port the run gives in $PORT (the document: "0.0.0.0:9502").
package main

import (
	"io"
	"net/http"
	"os"
)

func main() {
	http.ListenAndServe("127.0.0.1:"+os.Getenv("PORT"), http.HandlerFunc(handle))
}

func handle(rw http.ResponseWriter, r *http.Request) {
	rw.Header().Set("Content-Type", "text/html")
	io.WriteString(rw, "Hello World\n")
}
