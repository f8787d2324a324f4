/*
 * baseline.c - the reference point for the ScreenKit benchmarks.
 *
 * A minimal libmicrohttpd server that answers every GET/HEAD request with
 * one fixed page held in memory.  It starts the daemon with exactly the
 * same flags and options as the ScreenKit server, so the difference between
 * the two is the cost of everything ScreenKit does on top of libmicrohttpd.
 *
 * Usage:   baseline PORT THREADS PAGEFILE      (PORT may be 0)
 * Build:   cc -O2 -Wall -Wextra $(pkg-config --cflags libmicrohttpd) \
 *              baseline.c $(pkg-config --libs libmicrohttpd)
 *
 * Prints "listening on http://127.0.0.1:PORT" once the daemon is up, then
 * runs until SIGINT or SIGTERM, stops the daemon and exits 0.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <limits.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>

#include <microhttpd.h>

static char *page;
static size_t page_len;

/* Address used as the "request seen" marker in *req_cls. */
static int request_marker;

static int
parse_uint(const char *text, unsigned long max, unsigned long *out)
{
  char *end;
  unsigned long value;

  if (*text == '\0' || *text == '-')
    return -1;
  errno = 0;
  value = strtoul(text, &end, 10);
  if (errno != 0 || *end != '\0' || value > max)
    return -1;
  *out = value;
  return 0;
}

static int
read_file(const char *path, char **data, size_t *len)
{
  FILE *f;
  char *buf = NULL;
  size_t cap = 0;
  size_t used = 0;

  f = fopen(path, "rb");
  if (f == NULL)
    return -1;
  for (;;)
  {
    size_t n;

    if (used == cap)
    {
      size_t ncap = (cap == 0) ? 8192 : cap * 2;
      char *nbuf = realloc(buf, ncap);

      if (nbuf == NULL)
      {
        free(buf);
        fclose(f);
        return -1;
      }
      buf = nbuf;
      cap = ncap;
    }
    n = fread(buf + used, 1, cap - used, f);
    used += n;
    if (n == 0)
      break;
  }
  if (ferror(f))
  {
    free(buf);
    fclose(f);
    return -1;
  }
  fclose(f);
  *data = buf;
  *len = used;
  return 0;
}

static enum MHD_Result
queue_page(struct MHD_Connection *connection)
{
  struct MHD_Response *response;
  enum MHD_Result ret;

  response = MHD_create_response_from_buffer(page_len, page,
                                             MHD_RESPMEM_PERSISTENT);
  if (response == NULL)
    return MHD_NO;
  if (MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE,
                              "text/html; charset=utf-8") != MHD_YES)
  {
    MHD_destroy_response(response);
    return MHD_NO;
  }
  ret = MHD_queue_response(connection, MHD_HTTP_OK, response);
  MHD_destroy_response(response);
  return ret;
}

static enum MHD_Result
queue_method_not_allowed(struct MHD_Connection *connection)
{
  static char empty[] = "";
  struct MHD_Response *response;
  enum MHD_Result ret;

  response = MHD_create_response_from_buffer(0, empty,
                                             MHD_RESPMEM_PERSISTENT);
  if (response == NULL)
    return MHD_NO;
  if (MHD_add_response_header(response, MHD_HTTP_HEADER_ALLOW,
                              "GET, HEAD") != MHD_YES)
  {
    MHD_destroy_response(response);
    return MHD_NO;
  }
  ret = MHD_queue_response(connection, MHD_HTTP_METHOD_NOT_ALLOWED, response);
  MHD_destroy_response(response);
  return ret;
}

static enum MHD_Result
handle_request(void *cls,
               struct MHD_Connection *connection,
               const char *url,
               const char *method,
               const char *version,
               const char *upload_data,
               size_t *upload_data_size,
               void **req_cls)
{
  (void) cls;
  (void) url;
  (void) version;
  (void) upload_data;

  /* First call: headers only.  Queuing a response here would make
     libmicrohttpd close the connection instead of keeping it alive. */
  if (*req_cls == NULL)
  {
    *req_cls = &request_marker;
    return MHD_YES;
  }

  /* Discard any request body. */
  if (*upload_data_size != 0)
  {
    *upload_data_size = 0;
    return MHD_YES;
  }

  if (strcmp(method, MHD_HTTP_METHOD_GET) == 0 ||
      strcmp(method, MHD_HTTP_METHOD_HEAD) == 0)
    return queue_page(connection);
  return queue_method_not_allowed(connection);
}

static void
request_completed(void *cls,
                  struct MHD_Connection *connection,
                  void **req_cls,
                  enum MHD_RequestTerminationCode toe)
{
  (void) cls;
  (void) connection;
  (void) toe;
  *req_cls = NULL;
}

int
main(int argc, char **argv)
{
  unsigned long port;
  unsigned long threads;
  struct sockaddr_in addr;
  struct MHD_Daemon *d;
  const union MHD_DaemonInfo *info;
  sigset_t signals;
  int sig;

  if (argc != 4)
  {
    fprintf(stderr, "usage: %s PORT THREADS PAGEFILE\n", argv[0]);
    return 2;
  }
  if (parse_uint(argv[1], 65535, &port) != 0)
  {
    fprintf(stderr, "baseline: invalid port '%s'\n", argv[1]);
    return 2;
  }
  if (parse_uint(argv[2], 1024, &threads) != 0 || threads == 0)
  {
    fprintf(stderr, "baseline: invalid thread count '%s'\n", argv[2]);
    return 2;
  }
  if (read_file(argv[3], &page, &page_len) != 0)
  {
    fprintf(stderr, "baseline: cannot read '%s': %s\n", argv[3],
            strerror(errno));
    return 1;
  }

  /* Block the stop signals before any thread exists, so that every
     libmicrohttpd thread inherits the mask and sigwait() below receives
     them.  SIGPIPE is ignored in case a peer disappears mid-write. */
  signal(SIGPIPE, SIG_IGN);
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  if (pthread_sigmask(SIG_BLOCK, &signals, NULL) != 0)
  {
    fprintf(stderr, "baseline: cannot block signals\n");
    return 1;
  }

  memset(&addr, 0, sizeof(addr));
  addr.sin_family = AF_INET;
  addr.sin_port = htons((uint16_t) port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);

  d = MHD_start_daemon(
    MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC,
    (uint16_t) port,
    NULL, NULL,
    &handle_request, NULL,
    MHD_OPTION_SOCK_ADDR, (struct sockaddr *) &addr,
    MHD_OPTION_THREAD_POOL_SIZE, (unsigned int) threads,
    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int) 30,
    MHD_OPTION_CONNECTION_LIMIT, (unsigned int) 1024,
    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int) 128,
    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t) 32768,
    MHD_OPTION_NOTIFY_COMPLETED, &request_completed, NULL,
    MHD_OPTION_END);
  if (d == NULL)
  {
    fprintf(stderr, "baseline: cannot start daemon on 127.0.0.1:%lu\n", port);
    return 1;
  }

  info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
  if (info == NULL || info->port == 0)
  {
    fprintf(stderr, "baseline: cannot determine the bound port\n");
    MHD_stop_daemon(d);
    return 1;
  }
  printf("listening on http://127.0.0.1:%u\n", (unsigned int) info->port);
  fflush(stdout);

  for (;;)
  {
    if (sigwait(&signals, &sig) != 0)
      continue;
    if (sig == SIGINT || sig == SIGTERM)
      break;
  }

  MHD_stop_daemon(d);
  free(page);
  return 0;
}
