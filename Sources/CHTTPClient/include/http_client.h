#ifndef TABLESHOT_HTTP_CLIENT_H
#define TABLESHOT_HTTP_CLIENT_H
// One HTTP or HTTPS request with libcurl's easy interface, for `tableshot test --server`: libcurl is the client
// (TLS, redirects refused, proxies from the environment as curl takes them); these wrappers exist because Swift
// cannot call curl_easy_setopt, a variadic function. See http_client.c.
#include <stddef.h>
#include <stdint.h>

/// What `tableshot_http_request` returns: the status (0 when no answer came), the body (malloc'd; the caller frees
/// it with `tableshot_http_free`), and on failure libcurl's message.
typedef struct {
    long status;
    uint8_t *body;
    size_t body_length;
    /// libcurl's error message when the request failed, else empty.
    char error[256];
} tableshot_http_response;

/// Sends `method` to `url` with `header_count` header lines (`Name: value`) and `body` (may be NULL), waiting at
/// most `timeout_ms`. `ca_file` (may be NULL) is a PEM bundle trusted instead of the system's. A body over
/// `max_body` bytes ends the transfer with an error. Returns 0 on an answer (any status), else libcurl's code.
int tableshot_http_request(
    const char *method, const char *url, const char *const *headers, size_t header_count, const uint8_t *body,
    size_t body_length, long timeout_ms, const char *ca_file, size_t max_body, tableshot_http_response *response);

/// Frees a response's body.
void tableshot_http_free(tableshot_http_response *response);

#endif
