/*
 * The bench's load generator: keeps N keep-alive HTTP/1.1 connections busy with GET requests
 * whose paths come from a file (one per line, used in turn), and reports latency percentiles
 * of the answers received in the measured window as one JSON line.
 *
 * Why our own and not autocannon: on a 2-core machine the load generator shares the cores with
 * the server under test. autocannon (JavaScript) spends about as much CPU per request as a lean
 * server does, so it took a core of its own and still set the pace. This one costs a few
 * microseconds per request. Why not wrk: wrk measures from the first connect, and Node 20's libuv
 * accepts one new connection per event-loop turn (libuv PR #3696), so 200 connections opened at
 * once against a busy server take seconds to be accepted; that start-up wait is not the query
 * path the budget is about. Here every connection is opened and answered during the warm-up,
 * and only answers to requests sent after it are counted.
 *
 * Usage: loadgen HOST PORT CONNECTIONS WARMUP_S DURATION_S PATHS_FILE
 * Only what the bench needs: plain HTTP, GET, answers with Content-Length or chunked bodies.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define BUF 65536
#define BUCKET_US 10               /* histogram resolution */
#define BUCKETS (10 * 1000 * 100)  /* up to 10 s */

typedef struct {
  int fd;
  char *buf;
  size_t len;      /* bytes in buf */
  long need;       /* body bytes still expected (Content-Length), -1 = headers not parsed */
  int chunked;
  int status;
  uint64_t sent_at;
  size_t resp_bytes;
  int busy;
} Conn;

static char **paths;
static size_t npaths, next_path;
static char host_header[300];
static uint32_t *hist;
static uint64_t counted, errors, non2xx, bytes_total, max_us, all_answers;
static uint64_t measure_from, measure_to;

static uint64_t now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static void die(const char *what) {
  perror(what);
  exit(2);
}

static int open_conn(struct sockaddr_in *addr) {
  int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  if (fd < 0) die("socket");
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  if (connect(fd, (struct sockaddr *)addr, sizeof *addr) < 0 && errno != EINPROGRESS) die("connect");
  return fd;
}

/* (Re)opens connection `index` and waits for it to connect (writable) before its first request. */
static void reconnect(int ep, Conn *c, uint32_t index, struct sockaddr_in *addr) {
  if (c->fd >= 0) close(c->fd); /* closing also takes it out of the epoll set */
  c->fd = open_conn(addr);
  c->busy = 0;
  c->len = 0;
  struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.u32 = index};
  if (epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &ev) < 0) die("epoll_ctl");
}

static void send_request(Conn *c) {
  char req[4096];
  const char *p = paths[next_path++ % npaths];
  int n = snprintf(req, sizeof req, "GET %s HTTP/1.1\r\nHost: %s\r\nAccept: application/json\r\n\r\n", p, host_header);
  c->sent_at = now_us();
  c->len = 0;
  c->need = -1;
  c->chunked = 0;
  c->resp_bytes = 0;
  /* Requests are small: one write into an empty socket buffer always takes them whole. */
  if (write(c->fd, req, (size_t)n) != n) die("write");
  c->busy = 1;
}

static void record(Conn *c) {
  uint64_t t = now_us();
  all_answers++;
  if (c->sent_at >= measure_from && t <= measure_to) {
    uint64_t us = t - c->sent_at;
    uint64_t b = us / BUCKET_US;
    hist[b < BUCKETS ? b : BUCKETS - 1]++;
    if (us > max_us) max_us = us;
    counted++;
    bytes_total += c->resp_bytes;
    if (c->status < 200 || c->status > 299) non2xx++;
  }
  c->busy = 0;
}

/* Parses what is buffered; returns 1 when a whole answer is in. */
static int parse(Conn *c) {
  if (c->need < 0) {
    char *end = memmem(c->buf, c->len, "\r\n\r\n", 4);
    if (!end) return 0;
    size_t head = (size_t)(end - c->buf) + 4;
    c->status = atoi(c->buf + 9);
    c->need = 0;
    for (char *line = strstr(c->buf, "\r\n") + 2; line < end; line = strstr(line, "\r\n") + 2) {
      if (!strncasecmp(line, "content-length:", 15)) c->need = atol(line + 15);
      else if (!strncasecmp(line, "transfer-encoding:", 18) && !strncasecmp(line + 18 + strspn(line + 18, " "), "chunked", 7)) c->chunked = 1;
    }
    c->resp_bytes = head;
    memmove(c->buf, c->buf + head, c->len - head);
    c->len -= head;
  }
  if (!c->chunked) {
    if ((long)c->len < c->need) return 0;
    c->resp_bytes += (size_t)c->need;
    c->len -= (size_t)c->need;
    return 1;
  }
  /* chunked: consume whole chunks; a chunk of size 0 ends the body */
  for (;;) {
    char *crlf = memmem(c->buf, c->len, "\r\n", 2);
    if (!crlf) return 0;
    long size = strtol(c->buf, NULL, 16);
    size_t whole = (size_t)(crlf - c->buf) + 2 + (size_t)size + 2;
    if (c->len < whole) return 0;
    c->resp_bytes += whole;
    memmove(c->buf, c->buf + whole, c->len - whole);
    c->len -= whole;
    if (size == 0) return 1;
  }
}

static double percentile(double q) {
  uint64_t want = (uint64_t)(q * (double)counted), seen = 0;
  if (want >= counted) want = counted ? counted - 1 : 0;
  for (size_t b = 0; b < BUCKETS; b++) {
    seen += hist[b];
    if (seen > want) return (double)(b * BUCKET_US + BUCKET_US / 2) / 1000.0;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: loadgen HOST PORT CONNECTIONS WARMUP_S DURATION_S PATHS_FILE\n");
    return 2;
  }
  int nconn = atoi(argv[3]);
  double warm = atof(argv[4]), dur = atof(argv[5]);
  snprintf(host_header, sizeof host_header, "%s:%s", argv[1], argv[2]);

  FILE *f = fopen(argv[6], "r");
  if (!f) die("paths file");
  size_t cap = 1024;
  paths = malloc(cap * sizeof *paths);
  char line[4096];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    if (!*line) continue;
    if (npaths == cap) paths = realloc(paths, (cap *= 2) * sizeof *paths);
    paths[npaths++] = strdup(line);
  }
  fclose(f);
  if (!npaths) return fprintf(stderr, "no paths\n"), 2;
  hist = calloc(BUCKETS, sizeof *hist);

  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(argv[2]))};
  if (inet_pton(AF_INET, argv[1], &addr.sin_addr) != 1) return fprintf(stderr, "HOST must be an IPv4 address\n"), 2;

  int ep = epoll_create1(0);
  Conn *conns = calloc((size_t)nconn, sizeof *conns);
  for (int i = 0; i < nconn; i++) {
    conns[i].fd = -1;
    conns[i].buf = malloc(BUF + 1); /* + 1: a NUL after what was read, for the header scan */
    reconnect(ep, &conns[i], (uint32_t)i, &addr);
  }

  uint64_t start = now_us();
  measure_from = start + (uint64_t)(warm * 1e6);
  measure_to = measure_from + (uint64_t)(dur * 1e6);
  struct epoll_event evs[512];
  while (now_us() < measure_to) {
    int n = epoll_wait(ep, evs, 512, 100);
    for (int k = 0; k < n; k++) {
      Conn *c = &conns[evs[k].data.u32];
      if (evs[k].events & (EPOLLERR | EPOLLHUP)) {
        errors++;
        reconnect(ep, c, evs[k].data.u32, &addr);
        continue;
      }
      if ((evs[k].events & EPOLLOUT) && !c->busy) {
        /* connected: from now on only readability matters */
        struct epoll_event ev = {.events = EPOLLIN, .data.u32 = evs[k].data.u32};
        epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &ev);
        send_request(c);
        continue;
      }
      if (!(evs[k].events & EPOLLIN)) continue;
      for (;;) {
        ssize_t r = read(c->fd, c->buf + c->len, BUF - c->len);
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
        if (r <= 0) {
          errors++;
          reconnect(ep, c, evs[k].data.u32, &addr);
          break;
        }
        c->len += (size_t)r;
        c->buf[c->len] = 0;
        if (c->need < 0 && c->len == BUF) { errors++; c->len = 0; break; }
        /* Bodies larger than the buffer: drop what is counted, keep the rest. */
        if (c->need > 0 && !c->chunked && (long)c->len >= BUF / 2 && (long)c->len < c->need) {
          c->need -= (long)c->len;
          c->resp_bytes += c->len;
          c->len = 0;
        }
        if (parse(c)) {
          record(c);
          send_request(c);
          break;
        }
      }
    }
  }
  double secs = dur;
  printf("{\"requests\":%lu,\"rps\":%.1f,\"p50\":%.2f,\"p90\":%.2f,\"p99\":%.2f,\"p999\":%.2f,\"max\":%.2f,"
         "\"errors\":%lu,\"non2xx\":%lu,\"bytes\":%.0f,\"answers\":%lu}\n",
         (unsigned long)counted, (double)counted / secs, percentile(0.5), percentile(0.9), percentile(0.99),
         percentile(0.999), (double)max_us / 1000.0, (unsigned long)errors, (unsigned long)non2xx,
         counted ? (double)bytes_total / (double)counted : 0.0, (unsigned long)all_answers);
  return 0;
}
