/*
 * baseline.c - the reference point for the ScreenKit benchmarks.
 *
 * A libmicrohttpd server written the way a careful C programmer would write
 * the screens ScreenKit serves, doing the same work with the same libraries:
 *
 *   static   every GET/HEAD is answered with one fixed page held in memory;
 *            nothing else happens (the floor).
 *   sign-in  GET /login as ScreenKit answers it to an anonymous visitor: an
 *            anonymous binding from libsodium's CSPRNG in the sk_anon cookie
 *            (or the one the browser sent), a CSRF token bound to it
 *            (HMAC-SHA-256 under the application's key), the same headers,
 *            the page's bytes with the token in them.
 *   member   GET /users/ID as ScreenKit answers it to the signed-in member
 *            ID: the sk_session cookie hashed with SHA-256, the session and
 *            its member read with ScreenKit's own joined query, the member
 *            read with the user repository's query, both on a read-only
 *            connection with statements prepared once per thread; the name,
 *            e-mail and bio HTML-escaped into the page; a CSRF token bound to
 *            the session's secret.
 *
 * The screens' pages are templates made from pages ScreenKit rendered: the
 * bytes ScreenKit sent, with each value that changes per request or per
 * member replaced by a hole, written \001NAME\001 (ScreenKit never writes a
 * control byte, so the marker cannot be page text).  Holes:
 *
 *   csrf                 the CSRF token
 *   id                   the member's id
 *   name, name-attr      the member's name escaped for text / for an attribute
 *   email, email-attr    likewise the e-mail address
 *   bio, bio-attr        likewise the bio
 *   joined-iso, joined   the join day as 2026-11-22 and as 22 November 2026
 *
 * The daemon is started with exactly the flags and options ScreenKit uses
 * (Sources/HTTPServer/HTTPServer.swift, Sources/CMicroHTTPD/shim.h), so the
 * difference between the two servers is what ScreenKit costs on top.
 *
 * Usage:   baseline [-m BYTES] [-c COUNT] PORT THREADS static  PAGEFILE
 *          baseline [-m BYTES] [-c COUNT] PORT THREADS sign-in TEMPLATE DATABASE
 *          baseline [-m BYTES] [-c COUNT] PORT THREADS member  TEMPLATE DATABASE
 *
 * PORT may be 0.  -m sets libmicrohttpd's memory per connection (ScreenKit's
 * --connection-memory) and -c the connections it may hold (ScreenKit's
 * --max-connections), so that both servers can be measured with others.
 *
 * DATABASE is a file ScreenKit made (and has since left alone or is still
 * serving): it is only read, and the key that signs CSRF tokens is the one
 * ScreenKit keeps in its settings table, so both servers' tokens verify.
 *
 * Build:   cc -O2 -Wall -Wextra -pthread \
 *              $(pkg-config --cflags libmicrohttpd libsodium sqlite3) \
 *              baseline.c \
 *              $(pkg-config --libs libmicrohttpd libsodium sqlite3)
 *
 * Prints "listening on http://127.0.0.1:PORT" once the daemon is up, then
 * runs until SIGINT or SIGTERM, stops the daemon and exits 0.
 */
#define _GNU_SOURCE /* accept4 */
#include <arpa/inet.h>
#include <errno.h>
#include <limits.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>
#include <sodium.h>
#include <sqlite3.h>

/* What ScreenKit's defaults are (ApplicationConfiguration, SessionPolicy,
   SecurityHeaders, Representation); the bench runs it with these. */
#define ANONYMOUS_COOKIE "sk_anon"
#define SESSION_COOKIE "sk_session"
#define ANONYMOUS_BINDING_BYTES 16
#define SESSION_IDLE_SECONDS (2 * 60 * 60)
#define SESSION_ABSOLUTE_SECONDS (7 * 24 * 60 * 60)
#define SIGN_IN_PATH "/login"
#define MEMBER_PREFIX "/users/"
#define LISTEN_BACKLOG 4096
/* ScreenKit's defaults (HTTPServerConfiguration): libmicrohttpd's memory per
   connection, and the cap on connections, which ScreenKit's accepting thread
   keeps while libmicrohttpd's own limit is set to the cap times the threads. */
#define CONNECTION_MEMORY 6656
#define MAX_CONNECTIONS 1024
#define CONTENT_SECURITY_POLICY                                           \
  "default-src 'self'; script-src 'self'; style-src 'self'; "           \
  "img-src 'self' data:; font-src 'self'; form-action 'self'; "          \
  "frame-ancestors 'none'; base-uri 'none'; object-src 'none'"
#define VARY "Accept, Accept-Language, HX-Request, Turbo-Frame"
#define HTML_CONTENT_TYPE "text/html; charset=utf-8"

/* The queries of Sources/Storage (SQLiteSessionStore, SQLiteUserRepository,
   SQLiteSettings), character for character. */
#define SELECT_SESSION                                                    \
  "SELECT s.id_hash, s.user_id, s.csrf_secret, s.created_at, "          \
  "s.last_seen_at, u.name\n"                                            \
  "FROM sessions AS s JOIN users AS u ON u.id = s.user_id "             \
  "WHERE s.id_hash = ?"
#define SELECT_USER                                                       \
  "SELECT id, name, email, bio, password_hash, created_at "             \
  "FROM users WHERE id = ?"
#define SELECT_SETTING "SELECT value FROM settings WHERE name = ?"

/* Base64url without padding of 32 bytes, and a decimal time_t. */
#define TAG_TEXT_LEN 43
#define ISSUED_MAX_LEN 20
#define TOKEN_MAX_LEN (ISSUED_MAX_LEN + 1 + TAG_TEXT_LEN)
/* A CSRF secret or anonymous binding longer than this is not one ScreenKit
   made; refusing it keeps the signed message in a stack buffer. */
#define BINDING_MAX_LEN 128

enum mode
{
  MODE_STATIC,
  MODE_SIGN_IN,
  MODE_MEMBER
};

enum hole
{
  HOLE_NONE,                    /* literal text */
  HOLE_CSRF,
  HOLE_ID,
  HOLE_NAME,
  HOLE_NAME_ATTR,
  HOLE_EMAIL,
  HOLE_EMAIL_ATTR,
  HOLE_BIO,
  HOLE_BIO_ATTR,
  HOLE_JOINED_ISO,
  HOLE_JOINED
};

static const struct
{
  const char *name;
  enum hole hole;
  int needs_member;
} hole_names[] = {
  { "csrf", HOLE_CSRF, 0 },
  { "id", HOLE_ID, 1 },
  { "name", HOLE_NAME, 1 },
  { "name-attr", HOLE_NAME_ATTR, 1 },
  { "email", HOLE_EMAIL, 1 },
  { "email-attr", HOLE_EMAIL_ATTR, 1 },
  { "bio", HOLE_BIO, 1 },
  { "bio-attr", HOLE_BIO_ATTR, 1 },
  { "joined-iso", HOLE_JOINED_ISO, 1 },
  { "joined", HOLE_JOINED, 1 },
};

/* One piece of a template: literal bytes, or a hole to fill. */
struct piece
{
  enum hole hole;
  const char *text;
  size_t len;
};

static enum mode mode;
static char *page;              /* the page file, or the template's text */
static size_t page_len;
static struct piece *pieces;
static size_t piece_count;
static unsigned char secret_key[crypto_auth_hmacsha256_KEYBYTES];
static const char *database_path;

/* Markers kept in *req_cls: set by the URI log callback when a request
   starts, then once its headers have been seen.  Addresses, no allocation. */
static int request_started;
static int headers_seen;

/* Each pool thread's read-only connection and statements. */
struct reader
{
  sqlite3 *db;
  sqlite3_stmt *session;
  sqlite3_stmt *user;
};

static pthread_key_t reader_key;

/* A signed-in session as the handlers need it. */
struct session
{
  sqlite3_int64 user_id;
  char csrf_secret[BINDING_MAX_LEN + 1];
  size_t csrf_secret_len;
};

/* A member's row, pointing into the statement's current row. */
struct member
{
  sqlite3_int64 id;
  const char *name;
  size_t name_len;
  const char *email;
  size_t email_len;
  const char *bio;
  size_t bio_len;
  sqlite3_int64 created_at;
};

static const char *const month_names[12] = {
  "January", "February", "March", "April", "May", "June", "July",
  "August", "September", "October", "November", "December"
};

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

/* Writes value in decimal at out, zero-padded to at least min_digits
   digits, and returns the length.  By hand: a page's few numbers would
   otherwise cost more in snprintf's format parsing than in anything else. */
static size_t
write_decimal(char *out, long long value, size_t min_digits)
{
  char digits[24];
  unsigned long long v = (value < 0) ? 0ULL - (unsigned long long) value
                                     : (unsigned long long) value;
  size_t n = 0;
  size_t len = 0;

  do
  {
    digits[n++] = (char) ('0' + v % 10);
    v /= 10;
  } while (v != 0);
  while (n < min_digits && n < sizeof(digits))
    digits[n++] = '0';
  if (value < 0)
    out[len++] = '-';
  while (n > 0)
    out[len++] = digits[--n];
  return len;
}

/* ------------------------------------------------------------------------
 * The template
 * ------------------------------------------------------------------------ */

static int
lookup_hole(const char *name, size_t len, enum hole *out)
{
  size_t i;

  for (i = 0; i < sizeof(hole_names) / sizeof(hole_names[0]); i++)
  {
    if (strlen(hole_names[i].name) == len
        && memcmp(hole_names[i].name, name, len) == 0)
    {
      if (hole_names[i].needs_member && mode != MODE_MEMBER)
      {
        fprintf(stderr, "baseline: the hole '%s' needs the member mode\n",
                hole_names[i].name);
        return -1;
      }
      *out = hole_names[i].hole;
      return 0;
    }
  }
  fprintf(stderr, "baseline: unknown hole '%.*s' in the template\n",
          (int) len, name);
  return -1;
}

/* Splits the template once, at start, into literal pieces and holes, so
   that a request only copies and fills. */
static int
parse_template(void)
{
  size_t cap = 16;
  size_t pos = 0;
  int csrf_holes = 0;

  pieces = malloc(cap * sizeof(*pieces));
  if (pieces == NULL)
    return -1;
  while (pos <= page_len)
  {
    const char *start = page + pos;
    const char *mark = memchr(start, '\001', page_len - pos);
    size_t literal = (mark == NULL) ? page_len - pos : (size_t) (mark - start);

    if (piece_count + 2 > cap)
    {
      struct piece *grown = realloc(pieces, 2 * cap * sizeof(*pieces));

      if (grown == NULL)
        return -1;
      pieces = grown;
      cap *= 2;
    }
    if (literal > 0)
      pieces[piece_count++] = (struct piece) { HOLE_NONE, start, literal };
    if (mark == NULL)
      break;

    {
      const char *name = mark + 1;
      const char *close = memchr(name, '\001', page_len - (name - page));
      enum hole hole;

      if (close == NULL)
      {
        fprintf(stderr, "baseline: unterminated hole in the template\n");
        return -1;
      }
      if (lookup_hole(name, (size_t) (close - name), &hole) != 0)
        return -1;
      if (hole == HOLE_CSRF)
        csrf_holes++;
      pieces[piece_count++] = (struct piece) { hole, NULL, 0 };
      pos = (size_t) (close - page) + 1;
    }
  }
  if (csrf_holes == 0)
  {
    fprintf(stderr, "baseline: the template has no csrf hole\n");
    return -1;
  }
  return 0;
}

/* ------------------------------------------------------------------------
 * HTML escaping, as ScreenKit's HTMLBuffer.writeEscaped does it
 * ------------------------------------------------------------------------ */

/* What a byte becomes: NULL when it is copied as it is.  Control bytes HTML
   forbids become U+FFFD; 0xC2 is looked at with the byte after it (the C1
   controls U+0080-U+009F), see escape_width. */
static const char *
escape_of(unsigned char byte, int in_attribute)
{
  if (byte >= 0x40)
    return (byte == 0x7F) ? "\xEF\xBF\xBD" : NULL;
  switch (byte)
  {
  case '&':
    return "&amp;";
  case '<':
    return "&lt;";
  case '>':
    return "&gt;";
  case '"':
    return in_attribute ? "&quot;" : NULL;
  case '\'':
    return in_attribute ? "&#39;" : NULL;
  case 0x09:
  case 0x0A:
  case 0x0C:
  case 0x0D:
    return NULL;
  default:
    return (byte < 0x20) ? "\xEF\xBF\xBD" : NULL;
  }
}

/* Whether text[i] starts a C1 control (0xC2 0x80-0x9F), replaced whole. */
static int
is_c1(const unsigned char *text, size_t len, size_t i)
{
  return text[i] == 0xC2 && i + 1 < len && text[i + 1] <= 0x9F;
}

static size_t
escaped_len(const char *text, size_t len, int in_attribute)
{
  const unsigned char *s = (const unsigned char *) text;
  size_t out = 0;
  size_t i;

  for (i = 0; i < len; i++)
  {
    const char *replacement;

    if (is_c1(s, len, i))
    {
      out += 3;
      i++;
      continue;
    }
    replacement = escape_of(s[i], in_attribute);
    out += (replacement == NULL) ? 1 : strlen(replacement);
  }
  return out;
}

/* Writes the escaped text at out (escaped_len bytes); runs that need no
   escaping are copied whole. */
static char *
write_escaped(char *out, const char *text, size_t len, int in_attribute)
{
  const unsigned char *s = (const unsigned char *) text;
  size_t run = 0;
  size_t i = 0;

  while (i < len)
  {
    const char *replacement;
    size_t width = 1;
    size_t rlen;

    if (is_c1(s, len, i))
    {
      replacement = "\xEF\xBF\xBD";
      width = 2;
    }
    else
    {
      replacement = escape_of(s[i], in_attribute);
      if (replacement == NULL)
      {
        i++;
        continue;
      }
    }
    memcpy(out, text + run, i - run);
    out += i - run;
    rlen = strlen(replacement);
    memcpy(out, replacement, rlen);
    out += rlen;
    i += width;
    run = i;
  }
  memcpy(out, text + run, len - run);
  return out + (len - run);
}

/* ------------------------------------------------------------------------
 * Tokens
 * ------------------------------------------------------------------------ */

/* base64url without padding of len bytes into out (NUL-terminated);
   returns the text's length. */
static size_t
base64url(char *out, size_t out_size, const unsigned char *bytes, size_t len)
{
  sodium_bin2base64(out, out_size, bytes, len,
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  return strlen(out);
}

/* The CSRF token of CSRFProtection.token(for:now:):
   issuedAt "." base64url(HMAC-SHA-256(key, label "|" binding "|" issuedAt))
   where label is "a" (anonymous) or "s" (session).  Returns its length, or
   0 for a binding too long to be ScreenKit's. */
static size_t
csrf_token(char *out, char label, const char *binding, size_t binding_len,
           time_t now)
{
  char message[2 + BINDING_MAX_LEN + 1 + ISSUED_MAX_LEN + 1];
  unsigned char tag[crypto_auth_hmacsha256_BYTES];
  char issued[ISSUED_MAX_LEN + 1];
  size_t issued_len;
  size_t len;

  if (binding_len > BINDING_MAX_LEN)
    return 0;
  issued_len = write_decimal(issued, (long long) now, 1);
  message[0] = label;
  message[1] = '|';
  memcpy(message + 2, binding, binding_len);
  len = 2 + binding_len;
  message[len++] = '|';
  memcpy(message + len, issued, issued_len);
  len += issued_len;
  crypto_auth_hmacsha256(tag, (const unsigned char *) message, len,
                         secret_key);

  memcpy(out, issued, issued_len);
  out[issued_len] = '.';
  return issued_len + 1
         + base64url(out + issued_len + 1, TAG_TEXT_LEN + 1, tag, sizeof(tag));
}

/* ------------------------------------------------------------------------
 * SQLite: one read-only connection per thread, as ScreenKit's ReaderPool
 * ------------------------------------------------------------------------ */

static void
reader_free(void *value)
{
  struct reader *r = value;

  if (r == NULL)
    return;
  sqlite3_finalize(r->session);
  sqlite3_finalize(r->user);
  sqlite3_close_v2(r->db);
  free(r);
}

static int
prepare(sqlite3 *db, const char *sql, sqlite3_stmt **stmt)
{
  if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, stmt, NULL)
      != SQLITE_OK)
  {
    fprintf(stderr, "baseline: cannot prepare a statement: %s\n",
            sqlite3_errmsg(db));
    return -1;
  }
  return 0;
}

/* Opens the database read-only the way ReadOnlyConnection does: no SQLite
   mutex (one thread uses it), the same busy timeout and page cache. */
static sqlite3 *
open_reader_db(void)
{
  sqlite3 *db = NULL;
  int rc;

  rc = sqlite3_open_v2(database_path, &db,
                       SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, NULL);
  if (rc != SQLITE_OK)
  {
    fprintf(stderr, "baseline: cannot open '%s': %s\n", database_path,
            db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
    sqlite3_close_v2(db);
    return NULL;
  }
  sqlite3_extended_result_codes(db, 1);
  sqlite3_busy_timeout(db, 5000);
  if (sqlite3_exec(db, "PRAGMA query_only = ON; PRAGMA cache_size = -256",
                   NULL, NULL, NULL) != SQLITE_OK)
  {
    fprintf(stderr, "baseline: cannot set up '%s': %s\n", database_path,
            sqlite3_errmsg(db));
    sqlite3_close_v2(db);
    return NULL;
  }
  return db;
}

/* This thread's reader, opened and prepared on its first request and closed
   by reader_free when the thread exits (MHD_stop_daemon joins the pool). */
static struct reader *
thread_reader(void)
{
  struct reader *r = pthread_getspecific(reader_key);

  if (r != NULL)
    return r;
  r = calloc(1, sizeof(*r));
  if (r == NULL)
    return NULL;
  r->db = open_reader_db();
  if (r->db == NULL
      || prepare(r->db, SELECT_SESSION, &r->session) != 0
      || prepare(r->db, SELECT_USER, &r->user) != 0
      || pthread_setspecific(reader_key, r) != 0)
  {
    reader_free(r);
    return NULL;
  }
  return r;
}

/* The session of a session cookie, as Application.makeContext finds it:
   the SHA-256 of the id (base64url) looked up with its member, and not
   expired.  0 when found, 1 when there is none, -1 on a database error. */
static int
find_session(struct reader *r, const char *session_id, time_t now,
             struct session *out)
{
  unsigned char digest[crypto_hash_sha256_BYTES];
  char hash[TAG_TEXT_LEN + 1];
  size_t hash_len;
  int rc;
  int result = 1;

  crypto_hash_sha256(digest, (const unsigned char *) session_id,
                     strlen(session_id));
  hash_len = base64url(hash, sizeof(hash), digest, sizeof(digest));
  /* SQLITE_STATIC: SQLite reads the hash only while stepping, below; the
     stale binding is cleared before the statement's next use. */
  sqlite3_clear_bindings(r->session);
  if (sqlite3_bind_text(r->session, 1, hash, (int) hash_len, SQLITE_STATIC)
      != SQLITE_OK)
    return -1;
  rc = sqlite3_step(r->session);
  if (rc == SQLITE_ROW)
  {
    const char *secret = (const char *) sqlite3_column_text(r->session, 2);
    size_t secret_len = (size_t) sqlite3_column_bytes(r->session, 2);
    sqlite3_int64 created_at = sqlite3_column_int64(r->session, 3);
    sqlite3_int64 last_seen_at = sqlite3_column_int64(r->session, 4);

    /* ScreenKit also writes last_seen_at back, at most once a minute per
       session; this read-only copy leaves that out. */
    if (secret != NULL && secret_len <= BINDING_MAX_LEN
        && now - last_seen_at <= SESSION_IDLE_SECONDS
        && now - created_at <= SESSION_ABSOLUTE_SECONDS)
    {
      out->user_id = sqlite3_column_int64(r->session, 1);
      memcpy(out->csrf_secret, secret, secret_len);
      out->csrf_secret[secret_len] = '\0';
      out->csrf_secret_len = secret_len;
      result = 0;
    }
  }
  else if (rc != SQLITE_DONE)
    result = -1;
  /* Ends the read at once, releasing its WAL snapshot. */
  sqlite3_reset(r->session);
  return result;
}

/* Steps the user statement to the member's row: 0 when found (the row stays
   current until the caller resets r->user), 1 when there is none, -1 on a
   database error. */
static int
find_member(struct reader *r, sqlite3_int64 id, struct member *out)
{
  int rc;

  sqlite3_clear_bindings(r->user);
  if (sqlite3_bind_int64(r->user, 1, id) != SQLITE_OK)
    return -1;
  rc = sqlite3_step(r->user);
  if (rc == SQLITE_DONE)
    return 1;
  if (rc != SQLITE_ROW)
    return -1;
  out->id = sqlite3_column_int64(r->user, 0);
#define TEXT_COLUMN(field, index)                                         \
  do {                                                                    \
    out->field = (const char *) sqlite3_column_text(r->user, (index));    \
    out->field ## _len = (size_t) sqlite3_column_bytes(r->user, (index)); \
    if (out->field == NULL)                                               \
      out->field = "";                                                    \
  } while (0)
  TEXT_COLUMN(name, 1);
  TEXT_COLUMN(email, 2);
  TEXT_COLUMN(bio, 3);
#undef TEXT_COLUMN
  out->created_at = sqlite3_column_int64(r->user, 5);
  return 0;
}

/* The UTC day of a time, with CivilDateUseCase's integer arithmetic. */
static void
civil_date(sqlite3_int64 seconds, long long *year, int *month, int *day)
{
  long long days = seconds / 86400 - (seconds % 86400 < 0);
  long long shifted = days + 719468;
  long long era = shifted / 146097 - (shifted % 146097 < 0);
  long long doe = shifted - era * 146097;
  long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  long long mp = (5 * doy + 2) / 153;

  *day = (int) (doy - (153 * mp + 2) / 5 + 1);
  *month = (int) (mp < 10 ? mp + 3 : mp - 9);
  *year = yoe + era * 400 + (*month <= 2);
}

/* ------------------------------------------------------------------------
 * Responses
 * ------------------------------------------------------------------------ */

/* What fills a page's holes for one request. */
struct fill
{
  const char *csrf;
  size_t csrf_len;
  const struct member *member;
  char id[24];
  size_t id_len;
  char joined_iso[32];
  size_t joined_iso_len;
  char joined[48];
  size_t joined_len;
};

static void
fill_member_fields(struct fill *fill, const struct member *member)
{
  const char *month_name;
  size_t month_len;
  long long year;
  int month;
  int day;
  char *out;

  fill->member = member;
  fill->id_len = write_decimal(fill->id, (long long) member->id, 1);
  civil_date(member->created_at, &year, &month, &day);

  /* 2026-11-22; a year outside 0-9999 unpadded, as CivilDate.isoText. */
  out = fill->joined_iso;
  out += write_decimal(out, year, (year >= 0 && year <= 9999) ? 4 : 1);
  *out++ = '-';
  out += write_decimal(out, month, 2);
  *out++ = '-';
  out += write_decimal(out, day, 2);
  fill->joined_iso_len = (size_t) (out - fill->joined_iso);

  /* 22 November 2026 */
  month_name = month_names[month - 1];
  month_len = strlen(month_name);
  out = fill->joined;
  out += write_decimal(out, day, 1);
  *out++ = ' ';
  memcpy(out, month_name, month_len);
  out += month_len;
  *out++ = ' ';
  out += write_decimal(out, year, 1);
  fill->joined_len = (size_t) (out - fill->joined);
}

static size_t
hole_len(enum hole hole, const struct fill *f)
{
  switch (hole)
  {
  case HOLE_CSRF:
    return f->csrf_len;
  case HOLE_ID:
    return f->id_len;
  case HOLE_NAME:
    return escaped_len(f->member->name, f->member->name_len, 0);
  case HOLE_NAME_ATTR:
    return escaped_len(f->member->name, f->member->name_len, 1);
  case HOLE_EMAIL:
    return escaped_len(f->member->email, f->member->email_len, 0);
  case HOLE_EMAIL_ATTR:
    return escaped_len(f->member->email, f->member->email_len, 1);
  case HOLE_BIO:
    return escaped_len(f->member->bio, f->member->bio_len, 0);
  case HOLE_BIO_ATTR:
    return escaped_len(f->member->bio, f->member->bio_len, 1);
  case HOLE_JOINED_ISO:
    return f->joined_iso_len;
  case HOLE_JOINED:
    return f->joined_len;
  case HOLE_NONE:
    break;
  }
  return 0;
}

static char *
write_hole(char *out, enum hole hole, const struct fill *f)
{
  switch (hole)
  {
  case HOLE_CSRF:
    memcpy(out, f->csrf, f->csrf_len);
    return out + f->csrf_len;
  case HOLE_ID:
    memcpy(out, f->id, f->id_len);
    return out + f->id_len;
  case HOLE_NAME:
    return write_escaped(out, f->member->name, f->member->name_len, 0);
  case HOLE_NAME_ATTR:
    return write_escaped(out, f->member->name, f->member->name_len, 1);
  case HOLE_EMAIL:
    return write_escaped(out, f->member->email, f->member->email_len, 0);
  case HOLE_EMAIL_ATTR:
    return write_escaped(out, f->member->email, f->member->email_len, 1);
  case HOLE_BIO:
    return write_escaped(out, f->member->bio, f->member->bio_len, 0);
  case HOLE_BIO_ATTR:
    return write_escaped(out, f->member->bio, f->member->bio_len, 1);
  case HOLE_JOINED_ISO:
    memcpy(out, f->joined_iso, f->joined_iso_len);
    return out + f->joined_iso_len;
  case HOLE_JOINED:
    memcpy(out, f->joined, f->joined_len);
    return out + f->joined_len;
  case HOLE_NONE:
    break;
  }
  return out;
}

/* The page with its holes filled, in one buffer of exactly its size (its
   length is known before anything is written); NULL when out of memory. */
static char *
render(const struct fill *fill, size_t *len)
{
  size_t total = 0;
  size_t i;
  char *body;
  char *out;

  for (i = 0; i < piece_count; i++)
    total += (pieces[i].hole == HOLE_NONE)
             ? pieces[i].len : hole_len(pieces[i].hole, fill);
  body = malloc(total);
  if (body == NULL)
    return NULL;
  out = body;
  for (i = 0; i < piece_count; i++)
  {
    if (pieces[i].hole == HOLE_NONE)
    {
      memcpy(out, pieces[i].text, pieces[i].len);
      out += pieces[i].len;
    }
    else
      out = write_hole(out, pieces[i].hole, fill);
  }
  *len = total;
  return body;
}

static enum MHD_Result
queue_and_release(struct MHD_Connection *connection, unsigned int status,
                  struct MHD_Response *response)
{
  enum MHD_Result ret = MHD_queue_response(connection, status, response);

  MHD_destroy_response(response);
  return ret;
}

static enum MHD_Result
queue_empty(struct MHD_Connection *connection, unsigned int status,
            const char *header, const char *value)
{
  static char empty[] = "";
  struct MHD_Response *response;

  response = MHD_create_response_from_buffer(0, empty,
                                             MHD_RESPMEM_PERSISTENT);
  if (response == NULL)
    return MHD_NO;
  if (header != NULL
      && MHD_add_response_header(response, header, value) != MHD_YES)
  {
    MHD_destroy_response(response);
    return MHD_NO;
  }
  return queue_and_release(connection, status, response);
}

/* A redirect as ScreenKit answers it: 303, Location, no caching. */
static enum MHD_Result
queue_see_other(struct MHD_Connection *connection, const char *location)
{
  static char empty[] = "";
  struct MHD_Response *response;

  response = MHD_create_response_from_buffer(0, empty,
                                             MHD_RESPMEM_PERSISTENT);
  if (response == NULL)
    return MHD_NO;
  if (MHD_add_response_header(response, MHD_HTTP_HEADER_LOCATION, location)
      != MHD_YES
      || MHD_add_response_header(response, MHD_HTTP_HEADER_CACHE_CONTROL,
                                 "no-store") != MHD_YES)
  {
    MHD_destroy_response(response);
    return MHD_NO;
  }
  return queue_and_release(connection, MHD_HTTP_SEE_OTHER, response);
}

static enum MHD_Result
queue_static_page(struct MHD_Connection *connection)
{
  struct MHD_Response *response;

  response = MHD_create_response_from_buffer(page_len, page,
                                             MHD_RESPMEM_PERSISTENT);
  if (response == NULL)
    return MHD_NO;
  if (MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE,
                              HTML_CONTENT_TYPE) != MHD_YES)
  {
    MHD_destroy_response(response);
    return MHD_NO;
  }
  return queue_and_release(connection, MHD_HTTP_OK, response);
}

/* Whether screens carry an X-Request-ID (-i): the app's first stage gives
   every routed request one (RequestIDStage, RequestIDs), a tag of 36 random
   bits drawn at start and the request's number in 54 bits, as 15 base64url
   characters, added last, as that stage leaves last. */
static int request_ids = 0;
static uint64_t request_id_tag;
static uint64_t request_ids_issued;

static enum MHD_Result
add_request_id(struct MHD_Response *response)
{
  static const char alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  uint64_t number = __atomic_add_fetch(&request_ids_issued, 1, __ATOMIC_RELAXED)
                    & ((UINT64_C(1) << 54) - 1);
  char id[16];
  int i;

  for (i = 0; i < 6; i++)
    id[i] = alphabet[(request_id_tag >> (30 - 6 * i)) & 63];
  for (i = 0; i < 9; i++)
    id[6 + i] = alphabet[(number >> (48 - 6 * i)) & 63];
  id[15] = '\0';
  return MHD_add_response_header(response, "X-Request-ID", id);
}

/* A screen's page with the headers ScreenKit sends with it, in its order
   (ApplicationServices.swift, then the stages' leave in reverse:
   SecurityHeadersStage, RequestIDStage); set_cookie may be
   NULL.  Takes the body over. */
static enum MHD_Result
queue_screen(struct MHD_Connection *connection, char *body, size_t len,
             int signed_in, const char *set_cookie)
{
  struct MHD_Response *response;

  response = MHD_create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
  if (response == NULL)
  {
    free(body);
    return MHD_NO;
  }
  if (MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE,
                              HTML_CONTENT_TYPE) != MHD_YES
      || MHD_add_response_header(response, MHD_HTTP_HEADER_VARY,
                                 VARY) != MHD_YES
      || (set_cookie != NULL
          && MHD_add_response_header(response, MHD_HTTP_HEADER_SET_COOKIE,
                                     set_cookie) != MHD_YES)
      || MHD_add_response_header(response, "Content-Security-Policy",
                                 CONTENT_SECURITY_POLICY) != MHD_YES
      || MHD_add_response_header(response, "X-Content-Type-Options",
                                 "nosniff") != MHD_YES
      || MHD_add_response_header(response, "X-Frame-Options",
                                 "DENY") != MHD_YES
      || MHD_add_response_header(response, "Referrer-Policy",
                                 "same-origin") != MHD_YES
      || MHD_add_response_header(response, "Cross-Origin-Opener-Policy",
                                 "same-origin") != MHD_YES
      || MHD_add_response_header(response, MHD_HTTP_HEADER_CACHE_CONTROL,
                                 signed_in ? "no-store"
                                 : "private, no-cache") != MHD_YES
      || (request_ids && add_request_id(response) != MHD_YES))
  {
    MHD_destroy_response(response);
    return MHD_NO;
  }
  return queue_and_release(connection, MHD_HTTP_OK, response);
}

/* Whether a cookie value is one base64url token of a sane length, as the
   anonymous bindings ScreenKit mints are. */
static int
is_token(const char *value)
{
  size_t len = strlen(value);
  size_t i;

  if (len == 0 || len > BINDING_MAX_LEN)
    return 0;
  for (i = 0; i < len; i++)
  {
    char c = value[i];

    if (! ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
           || (c >= '0' && c <= '9') || c == '-' || c == '_'))
      return 0;
  }
  return 1;
}

/* GET /login.  A signed-in visitor is sent to their own page; anyone else
   gets the form with a token bound to their anonymous binding, minted (and
   set as a cookie) when the browser sent none. */
static enum MHD_Result
handle_sign_in(struct MHD_Connection *connection, const char *url)
{
  const char *session_id;
  const char *binding;
  char minted[sodium_base64_ENCODED_LEN(ANONYMOUS_BINDING_BYTES,
                                        sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
  char set_cookie[sizeof(ANONYMOUS_COOKIE) + sizeof(minted)
                  + sizeof("; Path=/; HttpOnly; SameSite=Lax")];
  char token[TOKEN_MAX_LEN + 1];
  struct fill fill;
  time_t now = time(NULL);
  char *body;
  size_t len;

  if (strcmp(url, SIGN_IN_PATH) != 0)
    return queue_empty(connection, MHD_HTTP_NOT_FOUND, NULL, NULL);

  session_id = MHD_lookup_connection_value(connection, MHD_COOKIE_KIND,
                                           SESSION_COOKIE);
  if (session_id != NULL)
  {
    struct reader *r = thread_reader();
    struct session session;
    char location[sizeof(MEMBER_PREFIX) + 24];
    int found;

    if (r == NULL)
      return MHD_NO;
    found = find_session(r, session_id, now, &session);
    if (found < 0)
      return MHD_NO;
    if (found == 0)
    {
      snprintf(location, sizeof(location), MEMBER_PREFIX "%lld",
               (long long) session.user_id);
      return queue_see_other(connection, location);
    }
  }

  binding = MHD_lookup_connection_value(connection, MHD_COOKIE_KIND,
                                        ANONYMOUS_COOKIE);
  set_cookie[0] = '\0';
  if (binding == NULL || ! is_token(binding))
  {
    unsigned char random[ANONYMOUS_BINDING_BYTES];

    randombytes_buf(random, sizeof(random));
    base64url(minted, sizeof(minted), random, sizeof(random));
    binding = minted;
    /* The cookie ScreenKit sets for it; not Secure, since the bench
       serves plain HTTP and ScreenKit adds Secure only behind HTTPS. */
    {
      static const char name[] = ANONYMOUS_COOKIE "=";
      static const char attributes[] = "; Path=/; HttpOnly; SameSite=Lax";
      size_t minted_len = strlen(minted);

      memcpy(set_cookie, name, sizeof(name) - 1);
      memcpy(set_cookie + sizeof(name) - 1, minted, minted_len);
      memcpy(set_cookie + sizeof(name) - 1 + minted_len, attributes,
             sizeof(attributes));
    }
  }

  memset(&fill, 0, sizeof(fill));
  fill.csrf = token;
  fill.csrf_len = csrf_token(token, 'a', binding, strlen(binding), now);
  if (fill.csrf_len == 0)
    return MHD_NO;
  body = render(&fill, &len);
  if (body == NULL)
    return MHD_NO;
  return queue_screen(connection, body, len, 0,
                      set_cookie[0] != '\0' ? set_cookie : NULL);
}

/* The id in /users/ID, or -1 when url is not a member's page. */
static sqlite3_int64
member_id_of(const char *url)
{
  const char *digits;
  sqlite3_int64 id = 0;

  if (strncmp(url, MEMBER_PREFIX, sizeof(MEMBER_PREFIX) - 1) != 0)
    return -1;
  digits = url + sizeof(MEMBER_PREFIX) - 1;
  if (*digits == '\0')
    return -1;
  for (; *digits != '\0'; digits++)
  {
    if (*digits < '0' || *digits > '9' || id > (INT64_MAX - 9) / 10)
      return -1;
    id = id * 10 + (*digits - '0');
  }
  return id;
}

/* GET /users/ID for the member signed in with the session cookie.  Without
   a valid session: 303 to the sign-in form, as ScreenKit answers.  The
   template is a member's own page, so another member's page, which ScreenKit
   shows without the e-mail address, is answered 404 here like a missing
   one. */
static enum MHD_Result
handle_member(struct MHD_Connection *connection, const char *url)
{
  sqlite3_int64 id = member_id_of(url);
  const char *session_id;
  struct reader *r = NULL;
  struct session session;
  struct member member;
  struct fill fill;
  char token[TOKEN_MAX_LEN + 1];
  time_t now = time(NULL);
  char *body;
  size_t len;
  int found;

  if (id < 0)
    return queue_empty(connection, MHD_HTTP_NOT_FOUND, NULL, NULL);

  session_id = MHD_lookup_connection_value(connection, MHD_COOKIE_KIND,
                                           SESSION_COOKIE);
  found = 1;
  if (session_id != NULL)
  {
    r = thread_reader();
    if (r == NULL)
      return MHD_NO;
    found = find_session(r, session_id, now, &session);
    if (found < 0)
      return MHD_NO;
  }
  if (found != 0)
  {
    char location[sizeof("/login?next=%2Fusers%2F") + 24];

    snprintf(location, sizeof(location), "/login?next=%%2Fusers%%2F%lld",
             (long long) id);
    return queue_see_other(connection, location);
  }

  fill.csrf = token;
  fill.csrf_len = csrf_token(token, 's', session.csrf_secret,
                             session.csrf_secret_len, now);
  if (fill.csrf_len == 0)
    return MHD_NO;

  found = find_member(r, id, &member);
  if (found < 0)
  {
    sqlite3_reset(r->user);
    return MHD_NO;
  }
  if (found > 0 || member.id != session.user_id)
  {
    sqlite3_reset(r->user);
    return queue_empty(connection, MHD_HTTP_NOT_FOUND, NULL, NULL);
  }
  fill_member_fields(&fill, &member);
  body = render(&fill, &len);
  /* The row's text is copied into the page: the read can end. */
  sqlite3_reset(r->user);
  if (body == NULL)
    return MHD_NO;
  return queue_screen(connection, body, len, 1, NULL);
}

/* Called once per request with its raw target, before the headers are
   parsed, as ScreenKit's requestStarted is; its value becomes *req_cls. */
static void *
request_started_cb(void *cls, const char *uri, struct MHD_Connection *connection)
{
  (void) cls;
  (void) uri;
  (void) connection;
  return &request_started;
}

/* Leaves percent escapes as they came, as ScreenKit's keepEscapes does. */
static size_t
keep_escapes(void *cls, struct MHD_Connection *connection, char *s)
{
  (void) cls;
  (void) connection;
  return strlen(s);
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
  (void) version;
  (void) upload_data;

  /* First call: headers only.  Queuing a response here would make
     libmicrohttpd close the connection instead of keeping it alive. */
  if (*req_cls != &headers_seen)
  {
    *req_cls = &headers_seen;
    return MHD_YES;
  }

  /* Discard any request body. */
  if (*upload_data_size != 0)
  {
    *upload_data_size = 0;
    return MHD_YES;
  }

  if (strcmp(method, MHD_HTTP_METHOD_GET) != 0
      && strcmp(method, MHD_HTTP_METHOD_HEAD) != 0)
    return queue_empty(connection, MHD_HTTP_METHOD_NOT_ALLOWED,
                       MHD_HTTP_HEADER_ALLOW, "GET, HEAD");
  switch (mode)
  {
  case MODE_SIGN_IN:
    return handle_sign_in(connection, url);
  case MODE_MEMBER:
    return handle_member(connection, url);
  case MODE_STATIC:
    break;
  }
  return queue_static_page(connection);
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

/* ------------------------------------------------------------------------
 * Start-up
 * ------------------------------------------------------------------------ */

static int
hex_value(char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Reads ScreenKit's signing key (settings.secret_key, hexadecimal) and
   checks that the file is in WAL mode, as ScreenKit keeps it. */
static int
load_database(void)
{
  sqlite3 *db = open_reader_db();
  sqlite3_stmt *stmt = NULL;
  const char *text;
  int result = -1;
  size_t i;

  if (db == NULL)
    return -1;
  if (prepare(db, "PRAGMA journal_mode", &stmt) != 0)
    goto out;
  if (sqlite3_step(stmt) != SQLITE_ROW
      || (text = (const char *) sqlite3_column_text(stmt, 0)) == NULL
      || strcmp(text, "wal") != 0)
  {
    fprintf(stderr, "baseline: '%s' is not in WAL mode\n", database_path);
    goto out;
  }
  sqlite3_finalize(stmt);
  stmt = NULL;

  if (prepare(db, SELECT_SETTING, &stmt) != 0
      || sqlite3_bind_text(stmt, 1, "secret_key", -1, SQLITE_STATIC)
         != SQLITE_OK)
    goto out;
  if (sqlite3_step(stmt) != SQLITE_ROW
      || (text = (const char *) sqlite3_column_text(stmt, 0)) == NULL
      || strlen(text) != 2 * sizeof(secret_key))
  {
    fprintf(stderr, "baseline: no %zu-byte secret_key in the settings of "
            "'%s'\n", sizeof(secret_key), database_path);
    goto out;
  }
  for (i = 0; i < sizeof(secret_key); i++)
  {
    int high = hex_value(text[2 * i]);
    int low = hex_value(text[2 * i + 1]);

    if (high < 0 || low < 0)
    {
      fprintf(stderr, "baseline: the secret_key of '%s' is not "
              "hexadecimal\n", database_path);
      goto out;
    }
    secret_key[i] = (unsigned char) (high << 4 | low);
  }
  result = 0;
out:
  sqlite3_finalize(stmt);
  sqlite3_close_v2(db);
  return result;
}

/* The listening socket, opened as ScreenKit's ListenSocket opens it (same
   options, same backlog) and handed to libmicrohttpd. */
static int
open_listen_socket(unsigned long port, unsigned int *bound_port)
{
  struct sockaddr_in addr;
  socklen_t addr_len = sizeof(addr);
  int enabled = 1;
  int fd;

  fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0)
    return -1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &enabled, sizeof(enabled));
  memset(&addr, 0, sizeof(addr));
  addr.sin_family = AF_INET;
  addr.sin_port = htons((uint16_t) port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(fd, (struct sockaddr *) &addr, sizeof(addr)) != 0
      || listen(fd, LISTEN_BACKLOG) != 0
      || getsockname(fd, (struct sockaddr *) &addr, &addr_len) != 0)
  {
    int saved = errno;

    close(fd);
    errno = saved;
    return -1;
  }
  *bound_port = ntohs(addr.sin_port);
  return fd;
}

/* Accepts every connection on one thread and hands it to the pool with
   MHD_add_connection, as ScreenKit's ConnectionAcceptor does: libmicrohttpd
   then places it by descriptor, so the pool's threads share the clients
   evenly instead of whichever thread woke first taking them all. */
struct acceptor
{
  int listen_fd;
  struct MHD_Daemon *daemon;
  atomic_int stopping;
};

static void *
accept_connections(void *cls)
{
  struct acceptor *acceptor = cls;

  for (;;)
  {
    struct sockaddr_storage addr;
    socklen_t addr_len = sizeof(addr);
    int fd = accept4(acceptor->listen_fd, (struct sockaddr *) &addr, &addr_len,
                     SOCK_NONBLOCK | SOCK_CLOEXEC);

    if (fd >= 0)
    {
      /* Closes the socket itself when every thread is at its limit. */
      MHD_add_connection(acceptor->daemon, fd, (struct sockaddr *) &addr,
                         addr_len);
      continue;
    }
    if (atomic_load(&acceptor->stopping))
      return NULL;
    if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS
        || errno == ENOMEM)
      usleep(10000);
  }
}

/* As ScreenKit does with one request thread per allowed CPU
   (HTTPServerConfiguration.pinsRequestThreads): a thread's first connection
   binds it to the next allowed CPU. */
static int pin_threads;
static atomic_uint next_cpu;
static __thread int thread_pinned;

static void
connection_notified(void *cls, struct MHD_Connection *connection,
                    void **socket_context,
                    enum MHD_ConnectionNotificationCode code)
{
  cpu_set_t allowed;
  cpu_set_t one;
  int skip;

  (void) cls;
  (void) connection;
  (void) socket_context;
  if (code != MHD_CONNECTION_NOTIFY_STARTED || !pin_threads || thread_pinned)
    return;
  thread_pinned = 1;
  if (sched_getaffinity(0, sizeof(allowed), &allowed) != 0
      || CPU_COUNT(&allowed) == 0)
    return;
  skip = (int) (atomic_fetch_add(&next_cpu, 1) % (unsigned int) CPU_COUNT(&allowed));
  for (int cpu = 0; cpu < CPU_SETSIZE; cpu++)
  {
    if (!CPU_ISSET(cpu, &allowed) || skip-- > 0)
      continue;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    sched_setaffinity(0, sizeof(one), &one);
    return;
  }
}

static void
usage(const char *program)
{
  fprintf(stderr,
          "usage: %s [-m BYTES] [-c COUNT] [-i] PORT THREADS static PAGEFILE\n"
          "       %s [-m BYTES] [-c COUNT] [-i] PORT THREADS sign-in TEMPLATE DATABASE\n"
          "       %s [-m BYTES] [-c COUNT] [-i] PORT THREADS member TEMPLATE DATABASE\n",
          program, program, program);
}

int
main(int argc, char **argv)
{
  unsigned long port;
  unsigned long threads;
  unsigned int bound_port;
  struct MHD_Daemon *d;
  struct acceptor acceptor;
  pthread_t accept_thread;
  sigset_t signals;
  int listen_fd;
  int sig;
  unsigned long memory = CONNECTION_MEMORY;
  unsigned long connections = MAX_CONNECTIONS;
  const char *program = argv[0];

  while (argc > 2 && (strcmp(argv[1], "-m") == 0 || strcmp(argv[1], "-c") == 0
                      || strcmp(argv[1], "-i") == 0))
  {
    if (strcmp(argv[1], "-i") == 0)
    {
      request_ids = 1;
      argc -= 1;
      argv += 1;
      continue;
    }
    int is_memory = strcmp(argv[1], "-m") == 0;

    if (is_memory ? parse_uint(argv[2], 1UL << 20, &memory) != 0 || memory < 4096
                  : parse_uint(argv[2], 1000000, &connections) != 0 || connections == 0)
    {
      fprintf(stderr, "baseline: invalid %s '%s'\n",
              is_memory ? "memory per connection" : "connection count", argv[2]);
      return 2;
    }
    argc -= 2;
    argv += 2;
  }
  if (argc < 5)
  {
    usage(program);
    return 2;
  }
  if (strcmp(argv[3], "static") == 0 && argc == 5)
    mode = MODE_STATIC;
  else if (strcmp(argv[3], "sign-in") == 0 && argc == 6)
    mode = MODE_SIGN_IN;
  else if (strcmp(argv[3], "member") == 0 && argc == 6)
    mode = MODE_MEMBER;
  else
  {
    usage(program);
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
  if (read_file(argv[4], &page, &page_len) != 0)
  {
    fprintf(stderr, "baseline: cannot read '%s': %s\n", argv[4],
            strerror(errno));
    return 1;
  }
  if (mode != MODE_STATIC)
  {
    database_path = argv[5];
    if (sodium_init() < 0)
    {
      fprintf(stderr, "baseline: libsodium failed to initialise\n");
      return 1;
    }
    randombytes_buf(&request_id_tag, sizeof(request_id_tag));
    request_id_tag &= (UINT64_C(1) << 36) - 1;
    if (parse_template() != 0 || load_database() != 0)
      return 1;
    if (pthread_key_create(&reader_key, reader_free) != 0)
    {
      fprintf(stderr, "baseline: no thread-local storage left\n");
      return 1;
    }
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

  {
    cpu_set_t allowed;

    pin_threads = threads > 1
                  && sched_getaffinity(0, sizeof(allowed), &allowed) == 0
                  && (unsigned long) CPU_COUNT(&allowed) == threads;
  }

  listen_fd = open_listen_socket(port, &bound_port);
  if (listen_fd < 0)
  {
    fprintf(stderr, "baseline: cannot listen on 127.0.0.1:%lu: %s\n", port,
            strerror(errno));
    return 1;
  }

  /* ScreenKit's flags and options (shim.h); ALLOW_SUSPEND_RESUME is what it
     needs to hash passwords off the request threads, and makes every
     connection pay the same bookkeeping here. */
  d = MHD_start_daemon(
    MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC
    | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_NO_LISTEN_SOCKET,
    0,
    NULL, NULL,
    &handle_request, NULL,
    MHD_OPTION_THREAD_POOL_SIZE, (unsigned int) threads,
    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int) 30,
    MHD_OPTION_CONNECTION_LIMIT, (unsigned int) (connections * threads),
    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int) 0,
    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t) memory,
    MHD_OPTION_NOTIFY_COMPLETED, &request_completed, NULL,
    MHD_OPTION_NOTIFY_CONNECTION, &connection_notified, NULL,
    MHD_OPTION_URI_LOG_CALLBACK, &request_started_cb, NULL,
    MHD_OPTION_UNESCAPE_CALLBACK, &keep_escapes, NULL,
    MHD_OPTION_END);
  if (d == NULL)
  {
    fprintf(stderr, "baseline: cannot start daemon on 127.0.0.1:%u\n",
            bound_port);
    close(listen_fd);
    return 1;
  }

  acceptor.listen_fd = listen_fd;
  acceptor.daemon = d;
  atomic_init(&acceptor.stopping, 0);
  if (pthread_create(&accept_thread, NULL, &accept_connections, &acceptor)
      != 0)
  {
    fprintf(stderr, "baseline: cannot start the accepting thread\n");
    MHD_stop_daemon(d);
    close(listen_fd);
    return 1;
  }

  printf("listening on http://127.0.0.1:%u\n", bound_port);
  fflush(stdout);

  for (;;)
  {
    if (sigwait(&signals, &sig) != 0)
      continue;
    if (sig == SIGINT || sig == SIGTERM)
      break;
  }

  /* Shutting the listening socket down wakes the blocked accept4. */
  atomic_store(&acceptor.stopping, 1);
  shutdown(listen_fd, SHUT_RDWR);
  pthread_join(accept_thread, NULL);
  close(listen_fd);
  /* Joins the pool's threads, whose readers reader_free closes. */
  MHD_stop_daemon(d);
  free(pieces);
  free(page);
  return 0;
}
