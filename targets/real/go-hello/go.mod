module abreplay/go-hello

go 1.19
