#ifndef SCREENKIT_CLIBPQ_SHIM_H
#define SCREENKIT_CLIBPQ_SHIM_H

#include <dlfcn.h>
#include <postgresql/libpq-fe.h>
#include <stddef.h>
#include <stdlib.h>

/* libpq is opened when the server is given a PostgreSQL database, not linked: linked, it and
   what it brings (OpenSSL, Kerberos, LDAP, ...) would be mapped into every server at start and
   stay resident in the embedded SQLite default too, which never uses them. */

typedef struct {
    PGconn *(* _Nonnull connectdb)(const char *conninfo);
    ConnStatusType (* _Nonnull status)(const PGconn *conn);
    PGTransactionStatusType (* _Nonnull transaction_status)(const PGconn *conn);
    char *(* _Nonnull error_message)(const PGconn *conn);
    void (* _Nonnull finish)(PGconn *conn);
    PQnoticeProcessor (* _Nonnull set_notice_processor)(PGconn *conn, PQnoticeProcessor processor, void *argument);
    PGresult *(* _Nonnull exec)(PGconn *conn, const char *query);
    PGresult *(* _Nonnull prepare)(PGconn *conn, const char *name, const char *query, int count, const Oid *types);
    PGresult *(* _Nonnull exec_prepared)(PGconn *conn, const char *name, int count, const char *const *values,
                               const int *lengths, const int *formats, int resultFormat);
    int (* _Nonnull send_query_params)(PGconn *conn, const char *command, int count, const Oid *types,
                               const char *const *values, const int *lengths, const int *formats, int resultFormat);
    int (* _Nonnull send_query_prepared)(PGconn *conn, const char *name, int count, const char *const *values,
                               const int *lengths, const int *formats, int resultFormat);
    PGresult *(* _Nonnull get_result)(PGconn *conn);
    int (* _Nonnull enter_pipeline_mode)(PGconn *conn);
    int (* _Nonnull exit_pipeline_mode)(PGconn *conn);
    int (* _Nonnull pipeline_sync)(PGconn *conn);
    ExecStatusType (* _Nonnull result_status)(const PGresult *result);
    char *(* _Nonnull result_error_field)(const PGresult *result, int field);
    char *(* _Nonnull result_error_message)(const PGresult *result);
    void (* _Nonnull clear)(PGresult *result);
    int (* _Nonnull ntuples)(const PGresult *result);
    int (* _Nonnull nfields)(const PGresult *result);
    char *(* _Nonnull fname)(const PGresult *result, int column);
    char *(* _Nonnull get_value)(const PGresult *result, int row, int column);
    int (* _Nonnull get_length)(const PGresult *result, int row, int column);
    int (* _Nonnull get_is_null)(const PGresult *result, int row, int column);
    char *(* _Nonnull cmd_tuples)(PGresult *result);
    PQconninfoOption *(* _Nonnull conninfo_parse)(const char *conninfo, char **error);
    void (* _Nonnull conninfo_free)(PQconninfoOption *options);
    void (* _Nonnull free_memory)(void *pointer);
} sk_pq_library;

/* Opens libpq and finds its functions: a table that lives as long as the process, or NULL when
   the library or a function is missing. Call once per process. */
static inline const sk_pq_library *sk_pq_open(void) {
    void *handle = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return NULL;
    sk_pq_library *library = calloc(1, sizeof(sk_pq_library));
    if (library == NULL) { dlclose(handle); return NULL; }
#define SK_PQ_FIND(field, symbol) \
    if ((*(void **)&library->field = dlsym(handle, symbol)) == NULL) { free(library); dlclose(handle); return NULL; }
    SK_PQ_FIND(connectdb, "PQconnectdb")
    SK_PQ_FIND(status, "PQstatus")
    SK_PQ_FIND(transaction_status, "PQtransactionStatus")
    SK_PQ_FIND(error_message, "PQerrorMessage")
    SK_PQ_FIND(finish, "PQfinish")
    SK_PQ_FIND(set_notice_processor, "PQsetNoticeProcessor")
    SK_PQ_FIND(exec, "PQexec")
    SK_PQ_FIND(prepare, "PQprepare")
    SK_PQ_FIND(exec_prepared, "PQexecPrepared")
    SK_PQ_FIND(send_query_params, "PQsendQueryParams")
    SK_PQ_FIND(send_query_prepared, "PQsendQueryPrepared")
    SK_PQ_FIND(get_result, "PQgetResult")
    SK_PQ_FIND(enter_pipeline_mode, "PQenterPipelineMode")
    SK_PQ_FIND(exit_pipeline_mode, "PQexitPipelineMode")
    SK_PQ_FIND(pipeline_sync, "PQpipelineSync")
    SK_PQ_FIND(result_status, "PQresultStatus")
    SK_PQ_FIND(result_error_field, "PQresultErrorField")
    SK_PQ_FIND(result_error_message, "PQresultErrorMessage")
    SK_PQ_FIND(clear, "PQclear")
    SK_PQ_FIND(ntuples, "PQntuples")
    SK_PQ_FIND(nfields, "PQnfields")
    SK_PQ_FIND(fname, "PQfname")
    SK_PQ_FIND(get_value, "PQgetvalue")
    SK_PQ_FIND(get_length, "PQgetlength")
    SK_PQ_FIND(get_is_null, "PQgetisnull")
    SK_PQ_FIND(cmd_tuples, "PQcmdTuples")
    SK_PQ_FIND(conninfo_parse, "PQconninfoParse")
    SK_PQ_FIND(conninfo_free, "PQconninfoFree")
    SK_PQ_FIND(free_memory, "PQfreemem")
#undef SK_PQ_FIND
    return library;
}

/* Notices (a table that already exists, ...) are not errors; libpq would print them on
   stderr. */
static inline void sk_pq_ignore_notice(void *argument, const char *message) {
    (void)argument;
    (void)message;
}

#endif
