module abreplay/go-net-http

go 1.19
