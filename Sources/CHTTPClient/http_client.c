// libcurl's easy interface behind two plain functions (see http_client.h).
#include "http_client.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
} buffer;

static size_t append(char *data, size_t size, size_t count, void *context) {
    buffer *target = context;
    size_t length = size * count;
    if (target->length + length > target->limit) return 0;  // ends the transfer: CURLE_WRITE_ERROR
    if (target->length + length > target->capacity) {
        size_t capacity = target->capacity ? target->capacity : 65536;
        while (capacity < target->length + length) capacity *= 2;
        uint8_t *grown = realloc(target->bytes, capacity);
        if (grown == NULL) return 0;
        target->bytes = grown;
        target->capacity = capacity;
    }
    memcpy(target->bytes + target->length, data, length);
    target->length += length;
    return length;
}

static pthread_once_t initialized = PTHREAD_ONCE_INIT;
static void initialize(void) { curl_global_init(CURL_GLOBAL_DEFAULT); }

int tableshot_http_request(
    const char *method, const char *url, const char *const *headers, size_t header_count, const uint8_t *body,
    size_t body_length, long timeout_ms, const char *ca_file, size_t max_body, tableshot_http_response *response) {
    pthread_once(&initialized, initialize);
    memset(response, 0, sizeof *response);
    CURL *curl = curl_easy_init();
    if (curl == NULL) {
        strcpy(response->error, "libcurl could not start a request");
        return CURLE_FAILED_INIT;
    }
    struct curl_slist *list = NULL;
    for (size_t index = 0; index < header_count; index++) list = curl_slist_append(list, headers[index]);
    // No `Expect: 100-continue` wait before a body.
    list = curl_slist_append(list, "Expect:");
    buffer received = {.limit = max_body};
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
    if (body != NULL) {
        curl_easy_setopt(curl, CURLOPT_POSTFIELDS, (const char *)body);
        curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_length);
    }
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, append);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &received);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, response->error);
    if (ca_file != NULL) curl_easy_setopt(curl, CURLOPT_CAINFO, ca_file);
    CURLcode code = curl_easy_perform(curl);
    if (code == CURLE_OK) {
        curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &response->status);
        response->body = received.bytes;
        response->body_length = received.length;
        response->error[0] = 0;
    } else {
        free(received.bytes);
        if (response->error[0] == 0) {
            strncpy(response->error, curl_easy_strerror(code), sizeof response->error - 1);
        }
    }
    curl_slist_free_all(list);
    curl_easy_cleanup(curl);
    return (int)code;
}

void tableshot_http_free(tableshot_http_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
}
