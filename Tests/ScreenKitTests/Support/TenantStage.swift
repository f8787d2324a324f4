import HTTPCore
import ScreenKit

/// The tenant a request is for, as an app's own typed request value.
enum TestTenant: RequestValueKey {
    typealias Value = String
}

/// Reads the request's tenant from its `X-Tenant` header into the context, for the stages
/// after it and the screens.
struct TenantStage: RequestStage {
    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        context[TestTenant.self] = context.request.headers["X-Tenant"]
        return next(&context)
    }
}

/// A later stage that reads the tenant an earlier one set, and names it in the response.
struct TenantEchoStage: RequestStage {
    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        let tenant = context[TestTenant.self]
        return next(&context) { _, response in
            response.headers.add("X-Tenant-Seen", tenant ?? "none")
        }
    }
}
