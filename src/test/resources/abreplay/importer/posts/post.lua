wrk.method = "POST"
wrk.body   = '{"name":"made here","n":3}'
wrk.headers["Content-Type"] = "application/json"
