"""Tests for the lint checks in this folder: check-imports, check-path-literals,
check-text-literals, check-message-keys and check-crypto.

Each test builds a small fake package in a temporary folder, plants one break (or none)
and runs the check on it. The import check reads its `dump-package` JSON from a file; only
`PlantedBreakTests`, which plants a break of each import rule in a copy of this package's own
sources, asks the toolchain for the real dump (`$SWIFT`, else `swift`).

    python3 -m unittest .ci/test_lint_checks.py
"""

import importlib.machinery
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

sys.dont_write_bytecode = True  # keep the checkout free of __pycache__ folders
CI_FOLDER = Path(__file__).resolve().parent
sys.path.insert(0, str(CI_FOLDER))

from swift_lexing import lex_swift  # noqa: E402


def load_script(file_name: str, module_name: str):
    """The checks are scripts without a .py suffix; load them as modules all the same."""
    loader = importlib.machinery.SourceFileLoader(module_name, str(CI_FOLDER / file_name))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(module_name, loader))
    loader.exec_module(module)
    return module


check_imports = load_script("check-imports", "check_imports")
check_path_literals = load_script("check-path-literals", "check_path_literals")
check_text_literals = load_script("check-text-literals", "check_text_literals")
check_message_keys = load_script("check-message-keys", "check_message_keys")
check_crypto = load_script("check-crypto", "check_crypto")


# A fake package ------------------------------------------------------------------------------

class FakePackage:
    """A package folder with Swift files and the dump-package JSON that describes it."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.targets: list[dict] = []

    def add_target(self, name, type="regular", dependencies=(), products=(), path=None, exclude=()):
        self.targets.append({
            "name": name,
            "type": type,
            "path": path,
            "exclude": list(exclude),
            "sources": None,
            "dependencies": [{"byName": [dependency, None]} for dependency in dependencies]
            + [{"product": [product, package, None, None]} for product, package in products],
        })

    def target_named(self, name: str) -> dict:
        return next(target for target in self.targets if target["name"] == name)

    def declare(self, target_name: str, dependency: str) -> None:
        self.target_named(target_name)["dependencies"].append({"byName": [dependency, None]})

    def declare_product(self, target_name: str, product: tuple[str, str]) -> None:
        name, package = product
        self.target_named(target_name)["dependencies"].append({"product": [name, package, None, None]})

    def write(self, relative_path: str, text: str) -> None:
        path = self.root / relative_path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")

    def dump(self) -> dict:
        return {"name": "Fake", "targets": self.targets}

    def dump_file(self) -> Path:
        path = self.root / "dump.json"
        path.write_text(json.dumps(self.dump()), encoding="utf-8")
        return path


LOGGING = ("Logging", "swift-log")
ARGUMENT_PARSER = ("ArgumentParser", "swift-argument-parser")
KIT = ("Domain", "HTTPCore", "ScreenKit", "ViewCode")


def clean_package(root: Path) -> FakePackage:
    """ScreenKit's shape in miniature, with every rule kept."""
    package = FakePackage(root)
    package.add_target("CMicroHTTPD", type="system")
    package.add_target("CSodium", type="system")
    package.add_target("CSQLite", type="system")
    package.add_target("HTTPCore")
    package.add_target("Secrets", dependencies=["CSodium"])
    package.add_target("Localization")
    package.add_target("ViewCode")
    package.add_target("ScreenKit", dependencies=["HTTPCore", "ViewCode", "Secrets"], products=[LOGGING])
    package.add_target("ScreenKitTesting", dependencies=["HTTPCore", "ScreenKit", "ViewCode"])
    package.add_target("HTTPServer", dependencies=["CMicroHTTPD", "HTTPCore"], products=[LOGGING])
    package.add_target("Domain")
    package.add_target("Sessions")
    package.add_target("Repositories", dependencies=["Domain", "Sessions"])
    package.add_target("Storage", dependencies=["Domain", "Repositories", "CSQLite"])
    package.add_target("UserFeature", dependencies=list(KIT))
    package.add_target("AccountFeature", dependencies=list(KIT))
    package.add_target("App", type="executable", products=[ARGUMENT_PARSER, LOGGING], dependencies=[
        "Domain", "HTTPCore", "HTTPServer", "AccountFeature", "ScreenKit", "Secrets", "Storage",
        "UserFeature", "ViewCode"])
    package.add_target("RenderBenchmark", type="executable", dependencies=["ViewCode"],
                       path="Benchmarks/RenderBenchmark")
    package.add_target("AppTests", type="test", dependencies=["App", "HTTPCore", "HTTPServer"])
    package.add_target("HTTPServerTests", type="test", dependencies=["HTTPCore", "HTTPServer"])
    package.add_target("UserFeatureTests", type="test", dependencies=["UserFeature", "ScreenKitTesting"])

    package.write("Sources/CMicroHTTPD/module.modulemap", "module CMicroHTTPD {}\n")
    package.write("Sources/CSodium/module.modulemap", "module CSodium {}\n")
    package.write("Sources/HTTPCore/Request.swift", """\
        #if canImport(FoundationEssentials)
        import FoundationEssentials
        #else
        import Foundation
        #endif

        public struct Request {}
        """)
    package.write("Sources/Secrets/Digest.swift", "internal import CSodium\n")
    package.write("Sources/ViewCode/HTML.swift", "import Synchronization\n")
    package.write("Sources/Domain/UserRepository.swift", "public protocol UserRepository {}\n")
    package.write("Sources/HTTPServer/Server.swift", """\
        internal import CMicroHTTPD
        public import HTTPCore
        import Logging
        #if canImport(Glibc)
        import Glibc
        #endif
        """)
    package.write("Sources/ScreenKit/Application.swift", """\
        public import HTTPCore
        public import ViewCode
        import Secrets
        import Logging
        """)
    package.write("Sources/ScreenKitTesting/SceneClient.swift", """\
        public import HTTPCore
        @testable import ScreenKit
        """)
    package.write("Sources/Storage/AppDatabase.swift", """\
        internal import CSQLite
        public import Domain
        public import Repositories
        """)
    package.write("Sources/Repositories/SQLUserRepository.swift", """\
        public import Domain
        public import Sessions
        """)
    package.write("Sources/UserFeature/Screens/UserList/UserListPresenter.swift", """\
        import Domain
        import ScreenKit

        final class UserListPresenter {
            let users: any UserRepository
        }
        """)
    package.write("Sources/UserFeature/Screens/UserList/UserListView.swift", """\
        import ViewCode
        import HTTPCore

        // The presenter reads the UserRepository; this view only shows the names.
        struct UserListView {
            let note = "no UserRepository here"
        }
        """)
    package.write("Sources/AccountFeature/Screens/Login/LoginCoordinator.swift", """\
        import ScreenKit
        import Domain
        """)
    package.write("Sources/App/Main.swift", """\
        import ArgumentParser
        import HTTPServer
        import AccountFeature
        import Storage
        import UserFeature
        """)
    package.write("Benchmarks/RenderBenchmark/main.swift", "import ViewCode\n")
    package.write("Tests/AppTests/ServerTests.swift", """\
        @testable import App
        import HTTPServer
        import Testing
        """)
    package.write("Tests/HTTPServerTests/RoundTripTests.swift", "import HTTPServer\nimport XCTest\n")
    package.write("Tests/UserFeatureTests/UserListPresenterTests.swift", """\
        @testable import UserFeature
        import ScreenKitTesting
        import Testing
        """)
    return package


class ImportCheckCase(unittest.TestCase):
    def setUp(self) -> None:
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.package = clean_package(Path(folder.name))

    def violations(self) -> list[str]:
        violations, _ = check_imports.check(self.package.root, self.package.dump())
        return violations

    def assertReports(self, *expected: str) -> None:
        violations = self.violations()
        for line in expected:
            self.assertIn(line, violations)

    def assertClean(self) -> None:
        self.assertEqual(self.violations(), [])


# The import check ----------------------------------------------------------------------------

class CleanPackageTests(ImportCheckCase):
    def test_a_package_that_keeps_the_rules_passes(self):
        violations, summary = check_imports.check(self.package.root, self.package.dump())
        self.assertEqual(violations, [])
        self.assertEqual(summary, "imports: 17 files in 16 targets follow the module rules "
                                  "(screens: 2 deciding files, 1 view files)")

    def test_the_wrapper_of_each_c_library_is_the_first_non_test_target_declaring_it(self):
        package = check_imports.package_from_dump(self.package.dump())
        self.assertEqual(package.c_wrapper("CSodium"), "Secrets")
        self.assertEqual(package.c_wrapper("CMicroHTTPD"), "HTTPServer")

    def test_a_target_path_from_the_dump_is_scanned(self):
        self.package.write("Benchmarks/RenderBenchmark/Extra.swift", "import Storage\n")
        self.assertReports("Benchmarks/RenderBenchmark/Extra.swift:1: RenderBenchmark imports Storage, "
                           "which its dependencies in Package.swift do not declare")

    def test_excluded_files_are_not_scanned(self):
        self.package.target_named("UserFeatureTests")["exclude"] = ["Fixtures"]
        self.package.write("Tests/UserFeatureTests/Fixtures/Sample.swift", "import Storage\n")
        self.assertClean()


class ImportSyntaxTests(unittest.TestCase):
    def imported(self, source: str) -> list[tuple[str, str | None]]:
        code = lex_swift(textwrap.dedent(source)).code
        return [(found.module, found.access) for found in check_imports.read_imports(code)]

    def test_every_spelling_of_an_import_declaration_is_read(self):
        self.assertEqual(self.imported("""\
            import A
            @testable import B
            public import C
            internal import D
            package import E
            @_exported import F
            import struct G.Thing
            import func H.run
            @_spi(Private) import I
            @preconcurrency internal import J
            import K.Submodule
              import L
            """), [("A", None), ("B", None), ("C", "public"), ("D", "internal"), ("E", "package"),
                   ("F", None), ("G", None), ("H", None), ("I", None), ("J", "internal"),
                   ("K", None), ("L", None)])

    def test_commented_out_imports_are_not_read(self):
        self.assertEqual(self.imported("""\
            // import A
            /// import B
            /* import C */
            /*
             import D
             /* nested */
             import E
             */
            import F
            """), [("F", None)])

    def test_conditions_are_not_imports_but_imports_inside_them_are(self):
        self.assertEqual(self.imported("""\
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            """), [("Glibc", None), ("Darwin", None)])

    def test_an_import_inside_a_string_is_not_read(self):
        self.assertEqual(self.imported('''\
            let sample = """
            import Storage
            """
            let other = "import Storage"
            '''), [])

    def test_the_line_of_each_import_is_kept(self):
        code = lex_swift("// header\n\nimport A\n/* x\n*/ \nimport B\n").code
        self.assertEqual([found.line for found in check_imports.read_imports(code)], [3, 6])


class ServerRuleTests(ImportCheckCase):
    def test_the_kit_may_not_depend_on_or_import_the_server(self):
        self.package.declare("ScreenKit", "HTTPServer")
        self.package.write("Sources/ScreenKit/Responder.swift", "public import HTTPServer\n")
        self.assertReports(
            "Package.swift: ScreenKit depends on HTTPServer; only App, AppTests and HTTPServerTests may use HTTPServer",
            "Sources/ScreenKit/Responder.swift:1: ScreenKit imports HTTPServer; "
            "only App, AppTests and HTTPServerTests may use HTTPServer")

    def test_an_undeclared_import_of_the_server_breaks_two_rules(self):
        self.package.write("Sources/ScreenKitTesting/Client.swift", "public import HTTPServer\n")
        self.assertReports(
            "Sources/ScreenKitTesting/Client.swift:1: ScreenKitTesting imports HTTPServer; "
            "only App, AppTests and HTTPServerTests may use HTTPServer",
            "Sources/ScreenKitTesting/Client.swift:1: ScreenKitTesting imports HTTPServer, "
            "which its dependencies in Package.swift do not declare")

    def test_other_test_targets_may_not_use_the_server(self):
        self.package.declare("UserFeatureTests", "HTTPServer")
        self.assertReports("Package.swift: UserFeatureTests depends on HTTPServer; "
                           "only App, AppTests and HTTPServerTests may use HTTPServer")


class HiddenLibraryRuleTests(ImportCheckCase):
    def test_a_store_may_not_use_the_ui_kit(self):
        self.package.declare("Storage", "ScreenKit")
        self.package.write("Sources/Storage/Sessions.swift", "import ScreenKit\n")
        self.assertReports(
            "Package.swift: Storage depends on ScreenKit; a store uses only Domain, Sessions and Repositories "
            "of the package's targets, and its C library",
            "Sources/Storage/Sessions.swift:1: Storage imports ScreenKit; a store uses only Domain, Sessions and "
            "Repositories of the package's targets, and its C library")

    def test_a_c_library_is_used_only_by_its_wrapper(self):
        self.package.declare("Storage", "CSodium")
        self.package.write("Sources/Storage/Hash.swift", "internal import CSodium\n")
        self.assertReports(
            "Package.swift: Storage depends on CSodium; only Secrets may use the C library CSodium",
            "Sources/Storage/Hash.swift:1: Storage imports CSodium; only Secrets may use the C library CSodium")

    def test_the_tests_of_the_wrapper_do_not_see_the_c_library_either(self):
        self.package.write("Tests/HTTPServerTests/Raw.swift", "import CMicroHTTPD\n")
        self.assertReports("Tests/HTTPServerTests/Raw.swift:1: HTTPServerTests imports CMicroHTTPD; "
                           "only HTTPServer may use the C library CMicroHTTPD")

    def test_the_wrapper_imports_its_c_library_internally(self):
        self.package.write("Sources/Secrets/Random.swift", "import CSodium\n")
        self.package.write("Sources/Secrets/Leak.swift", "public import CSodium\n")
        self.assertReports(
            "Sources/Secrets/Random.swift:1: Secrets imports CSodium with `import`; "
            "it is imported with `internal import` so it stays inside Secrets",
            "Sources/Secrets/Leak.swift:1: Secrets imports CSodium with `public import`; "
            "it is imported with `internal import` so it stays inside Secrets")

    def test_sqlite_is_used_only_by_storage(self):
        self.package.declare("App", "CSQLite")
        self.package.write("Sources/App/Database.swift", "import CSQLite\n")
        self.assertReports(
            "Package.swift: App depends on CSQLite; only Storage may use the C library CSQLite",
            "Sources/App/Database.swift:1: App imports CSQLite; only Storage may use the C library CSQLite")

    def test_storage_imports_sqlite_internally(self):
        self.package.write("Sources/Storage/Migrations.swift", "@_exported import CSQLite\n")
        self.assertReports("Sources/Storage/Migrations.swift:1: Storage imports CSQLite with `import`; "
                           "it is imported with `internal import` so it stays inside Storage")


class FeatureRuleTests(ImportCheckCase):
    RULE = "a feature uses only Domain, HTTPCore, ScreenKit and ViewCode of the package's targets"

    def test_a_feature_does_not_use_another_feature(self):
        self.package.declare("UserFeature", "AccountFeature")
        self.package.write("Sources/UserFeature/UserFeature.swift", "import AccountFeature\n")
        self.assertReports(
            f"Package.swift: UserFeature depends on AccountFeature; {self.RULE}",
            f"Sources/UserFeature/UserFeature.swift:1: UserFeature imports AccountFeature; {self.RULE}")

    def test_a_feature_does_not_use_storage_secrets_or_a_c_library(self):
        for module in ("Storage", "Secrets", "CSodium"):
            self.package.declare("AccountFeature", module)
        self.package.write("Sources/AccountFeature/Leaks.swift", "import Storage\nimport Secrets\nimport CSodium\n")
        self.assertReports(
            f"Sources/AccountFeature/Leaks.swift:1: AccountFeature imports Storage; {self.RULE}",
            f"Sources/AccountFeature/Leaks.swift:2: AccountFeature imports Secrets; {self.RULE}",
            f"Sources/AccountFeature/Leaks.swift:3: AccountFeature imports CSodium; {self.RULE}")

    def test_a_feature_does_not_use_the_server(self):
        self.package.declare("AccountFeature", "HTTPServer")
        self.assertReports(f"Package.swift: AccountFeature depends on HTTPServer; {self.RULE}")

    def test_a_feature_may_use_external_products(self):
        self.package.declare_product("AccountFeature", LOGGING)
        self.package.write("Sources/AccountFeature/Log.swift", "import Logging\n")
        self.assertClean()


class KitRuleTests(ImportCheckCase):
    def test_the_kit_never_uses_a_feature_storage_or_app(self):
        for module in ("UserFeature", "Storage", "App"):
            self.package.declare("ScreenKit", module)
        self.package.write("Sources/Secrets/Store.swift", "import Storage\n")
        rule = "the kit never uses a feature, Repositories, Storage, PostgresStorage and App"
        self.assertReports(
            f"Package.swift: ScreenKit depends on UserFeature; {rule}",
            f"Package.swift: ScreenKit depends on Storage; {rule}",
            f"Package.swift: ScreenKit depends on App; {rule}",
            f"Sources/Secrets/Store.swift:1: Secrets imports Storage; {rule}")

    def test_the_standalone_targets_use_none_of_the_package(self):
        self.package.declare("ViewCode", "HTTPCore")
        self.package.write("Sources/Domain/Model.swift", "import ScreenKit\n")
        rule = "HTTPCore, ViewCode, Domain and Sessions use none of the package's targets"
        self.assertReports(
            f"Package.swift: ViewCode depends on HTTPCore; {rule}",
            f"Sources/Domain/Model.swift:1: Domain imports ScreenKit; {rule}")

    def test_every_target_may_use_the_message_catalogs(self):
        for user in ("ViewCode", "Domain", "ScreenKit", "UserFeature", "Storage"):
            self.package.declare(user, "Localization")
        self.package.write("Sources/ViewCode/Localized.swift", "public import Localization\n")
        self.package.write("Sources/Storage/Language.swift", "import Localization\n")
        self.assertClean()

    def test_the_message_catalogs_use_none_of_the_package(self):
        self.package.declare("Localization", "HTTPCore")
        self.package.write("Sources/Localization/Header.swift", "import ViewCode\n")
        rule = "Localization use none of the package's targets"
        self.assertReports(
            f"Package.swift: Localization depends on HTTPCore; {rule}",
            f"Sources/Localization/Header.swift:1: Localization imports ViewCode; {rule}")

    def test_the_kit_above_the_leaves_may_use_them(self):
        self.package.declare("ScreenKit", "Domain")
        self.package.write("Sources/ScreenKit/Users.swift", "import Domain\n")
        self.assertClean()


class WebAuthnRuleTests(ImportCheckCase):
    CRYPTO = ("Crypto", "swift-crypto")

    def setUp(self) -> None:
        super().setUp()
        self.package.add_target("WebAuthn", products=[self.CRYPTO])
        self.package.write("Sources/WebAuthn/Assertion.swift", "import Crypto\nimport Synchronization\n")

    def test_the_passkey_checks_may_use_swift_crypto(self):
        self.assertClean()

    def test_the_passkey_checks_use_none_of_the_package(self):
        self.package.declare("WebAuthn", "Secrets")
        self.package.write("Sources/WebAuthn/Keys.swift", "import Domain\n")
        rule = "WebAuthn uses none of the package's targets"
        self.assertReports(
            f"Package.swift: WebAuthn depends on Secrets; {rule}",
            f"Sources/WebAuthn/Keys.swift:1: WebAuthn imports Domain; {rule}")

    def test_the_passkey_checks_use_no_other_package(self):
        self.package.declare_product("WebAuthn", LOGGING)
        self.assertReports("Package.swift: WebAuthn depends on Logging; WebAuthn uses only Crypto of other packages")


class PresenterAndViewRuleTests(ImportCheckCase):
    PRESENTER = "Sources/UserFeature/Screens/UserList/UserListPresenter.swift"
    VIEW = "Sources/UserFeature/Screens/UserList/UserListView.swift"
    RULE_5 = ("a presenter, its coordinator, view model, form, use cases and sections import "
              "neither HTTPServer nor ViewCode")

    def test_a_presenter_does_not_import_view_code(self):
        self.package.write(self.PRESENTER, "import ScreenKit\nimport ViewCode\n")
        self.assertReports(f"{self.PRESENTER}:2: a presenter imports ViewCode; {self.RULE_5}")

    def test_a_presenter_does_not_import_the_server(self):
        self.package.write(self.PRESENTER, "import HTTPServer\n")
        self.assertReports(f"{self.PRESENTER}:1: a presenter imports HTTPServer; {self.RULE_5}")

    def test_a_presenter_extension_is_a_presenter(self):
        path = "Sources/UserFeature/Screens/UserList/UserListPresenter+Problems.swift"
        self.package.write(path, "import ViewCode\n")
        self.assertReports(f"{path}:1: a presenter imports ViewCode; {self.RULE_5}")

    def test_the_parts_around_a_presenter_see_no_html_either(self):
        folder = "Sources/UserFeature/Screens/UserList"
        for name, role in (("UserListCoordinator", "coordinator"), ("UserListViewModel", "view model"),
                           ("UserListForm", "form"), ("NameCheckUseCase", "use case"),
                           ("NewestMembersSection", "section")):
            with self.subTest(name=name):
                self.package.write(f"{folder}/{name}.swift", "import ViewCode\n")
                self.assertReports(f"{folder}/{name}.swift:1: a {role} imports ViewCode; {self.RULE_5}")

    def test_anything_in_a_use_case_folder_is_a_use_case(self):
        path = "Sources/UserFeature/UseCases/CivilDate.swift"
        self.package.write(path, "import ViewCode\n")
        self.assertReports(f"{path}:1: a use case imports ViewCode; {self.RULE_5}")

    def test_no_module_re_exports_the_html_dsl(self):
        path = "Sources/ScreenKit/Exports.swift"
        self.package.write(path, "@_exported public import HTTPCore\n@_exported public import ViewCode\n")
        self.assertReports(f"{path}:2: ScreenKit re-exports ViewCode; no module re-exports HTTPServer or "
                           "ViewCode, so a presenter reaches neither through the kit")
        self.assertEqual([line for line in self.violations() if ":1:" in line], [])

    def test_the_same_rules_outside_a_feature_are_not_about_screens(self):
        self.package.write("Sources/ScreenKit/PagePresenter.swift", "import ViewCode\n")
        self.assertClean()

    def test_a_view_does_not_import_storage(self):
        self.package.write(self.VIEW, "import ViewCode\nimport Storage\n")
        self.assertReports(f"{self.VIEW}:2: a view imports Storage; "
                           "a view imports no Storage, PostgresStorage and Repositories")

    def test_a_view_names_no_repository(self):
        self.package.write(self.VIEW, """\
            import Domain
            struct UserListView {
                let users: any UserRepository
                let load = { (repository: Repository) in }
                let all: any UserDependencies
            }
            """)
        rule = "a view names no repository and no dependency container"
        self.assertReports(
            f"{self.VIEW}:3: a view names UserRepository; {rule}",
            f"{self.VIEW}:4: a view names Repository; {rule}",
            f"{self.VIEW}:5: a view names UserDependencies; {rule}")

    def test_a_component_that_draws_html_is_a_view(self):
        path = "Sources/UserFeature/Shared/MemberRow.swift"
        self.package.write(path, "import ViewCode\nstruct MemberRow { let users: any UserRepository }\n")
        self.assertReports(f"{path}:2: a view names UserRepository; "
                           "a view names no repository and no dependency container")

    def test_a_repository_in_comments_strings_or_longer_names_is_fine(self):
        self.package.write(self.VIEW, """\
            import ViewCode
            /* UserRepository */
            struct UserListView {
                let hint = "ask the \\("UserRepository")"  // or the UserRepository
                let repositoryCount = 0
                let userRepositoryName = ""
            }
            """)
        self.assertClean()

    def test_the_summary_counts_the_files_each_rule_sees(self):
        _, summary = check_imports.check(self.package.root, self.package.dump())
        self.assertIn("(screens: 2 deciding files, 1 view files)", summary)


class PlantedBreakTests(unittest.TestCase):
    """Each import rule, broken in a copy of this package's real sources: the rules match the
    layout the package has, not one it used to have."""

    PACKAGE_ROOT = CI_FOLDER.parent
    PRESENTER = "Sources/UserFeature/Screens/UserDetail/UserDetailPresenter.swift"
    COORDINATOR = "Sources/UserFeature/Screens/UserDetail/UserDetailCoordinator.swift"
    VIEW_MODEL = "Sources/UserFeature/Screens/UserDetail/UserDetailViewModel.swift"
    VIEW = "Sources/UserFeature/Screens/UserDetail/UserDetailView.swift"
    USE_CASE = "Sources/AccountFeature/UseCases/RegisterUserUseCase.swift"
    SECTION = "Sources/UserFeature/Sections/NewestMembers/NewestMembersSection.swift"
    KIT_EXPORTS = "Sources/ScreenKit/Exports.swift"
    SQLITE_WRAPPER = "Sources/Storage/SQLite/SQLiteConnection.swift"
    RULE_5 = ("a presenter, its coordinator, view model, form, use cases and sections import "
              "neither HTTPServer nor ViewCode")

    @classmethod
    def setUpClass(cls) -> None:
        swift = os.environ.get("SWIFT", "swift")
        dumped = subprocess.run([swift, "package", "dump-package"], cwd=cls.PACKAGE_ROOT,
                                capture_output=True, text=True, check=True)
        cls.dump = json.loads(dumped.stdout)
        cls.folder = tempfile.TemporaryDirectory()
        cls.root = Path(cls.folder.name)
        for part in ("Sources", "Tests", "Benchmarks"):
            shutil.copytree(cls.PACKAGE_ROOT / part, cls.root / part,
                            ignore=shutil.ignore_patterns("*.png", "*.html", "__pycache__"))
        cls.package = check_imports.package_from_dump(cls.dump)
        cls.sources = check_imports.read_sources(cls.root, cls.package)

    @classmethod
    def tearDownClass(cls) -> None:
        cls.folder.cleanup()

    def plant(self, relative_path: str, change) -> list[str]:
        """The violations with one file changed; the file is put back afterwards."""
        path = self.root / relative_path
        original = path.read_text(encoding="utf-8")
        path.write_text(change(original), encoding="utf-8")
        try:
            sources = [
                check_imports.read_source_file(self.root, source.target, path)
                if source.path == relative_path else source
                for source in self.sources
            ]
            self.assertIn(relative_path, [source.path for source in sources])
            return check_imports.check(self.root, self.dump, sources)[0]
        finally:
            path.write_text(original, encoding="utf-8")

    def add_import(self, relative_path: str, declaration: str) -> list[str]:
        return self.plant(relative_path, lambda text: f"{declaration}\n{text}")

    def assertBreaks(self, violations: list[str], expected: str) -> None:
        self.assertIn(expected, violations)

    def test_the_package_as_it_is_keeps_every_rule(self):
        violations, summary = check_imports.check(self.root, self.dump, self.sources)
        self.assertEqual(violations, [])
        counts = re.search(r"screens: (\d+) deciding files, (\d+) view files", summary)
        self.assertIsNotNone(counts)
        self.assertGreater(int(counts[1]), 50)
        self.assertGreater(int(counts[2]), 20)

    def test_rule_1_a_screen_does_not_use_the_server(self):
        self.assertBreaks(self.add_import(self.COORDINATOR, "import HTTPServer"),
                          f"{self.COORDINATOR}:1: UserFeature imports HTTPServer; "
                          "only App, AppTests and HTTPServerTests may use HTTPServer")

    def test_rule_2_a_c_library_stays_behind_its_wrapper(self):
        self.assertBreaks(self.add_import(self.KIT_EXPORTS, "import CSQLite"),
                          f"{self.KIT_EXPORTS}:1: ScreenKit imports CSQLite; "
                          "only Storage may use the C library CSQLite")
        violations = self.plant(self.SQLITE_WRAPPER,
                                lambda text: text.replace("internal import CSQLite", "public import CSQLite"))
        self.assertTrue(any(line.startswith(f"{self.SQLITE_WRAPPER}:") and "`internal import`" in line
                            for line in violations), violations)

    def test_rule_3_a_feature_sees_only_the_kit(self):
        self.assertBreaks(self.add_import(self.PRESENTER, "import Repositories"),
                          f"{self.PRESENTER}:1: UserFeature imports Repositories; a feature uses only "
                          "Domain, HTTPCore, ScreenKit and ViewCode of the package's targets")

    def test_rule_4_the_kit_sees_no_feature_and_the_leaves_stand_alone(self):
        path = "Sources/ScreenKit/Exports.swift"
        self.assertBreaks(self.add_import(path, "import UserFeature"),
                          f"{path}:1: ScreenKit imports UserFeature; the kit never uses a feature, "
                          "Repositories, Storage, PostgresStorage and App")
        path = "Sources/Localization/Language.swift"
        self.assertBreaks(self.add_import(path, "import HTTPCore"),
                          f"{path}:1: Localization imports HTTPCore; Localization use none of the package's targets")
        path = "Sources/Repositories/Users/SQLUserRepository.swift"
        self.assertBreaks(self.add_import(path, "import ViewCode"),
                          f"{path}:1: Repositories imports ViewCode; a store uses only Domain, Sessions and "
                          "Repositories of the package's targets, and its C library")
        path = "Sources/WebAuthn/Ceremony/AssertionResponse.swift"
        self.assertBreaks(self.add_import(path, "import Domain"),
                          f"{path}:1: WebAuthn imports Domain; WebAuthn uses none of the package's targets")

    def test_rule_5_presenters_and_what_decides_see_no_html(self):
        for path, role in ((self.PRESENTER, "presenter"), (self.COORDINATOR, "coordinator"),
                           (self.VIEW_MODEL, "view model"), (self.USE_CASE, "use case"),
                           (self.SECTION, "section")):
            with self.subTest(path=path):
                self.assertBreaks(self.add_import(path, "import ViewCode"),
                                  f"{path}:1: a {role} imports ViewCode; {self.RULE_5}")

    def test_rule_5_the_kit_does_not_hand_presenters_the_html_dsl(self):
        self.assertBreaks(self.add_import(self.KIT_EXPORTS, "@_exported public import ViewCode"),
                          f"{self.KIT_EXPORTS}:1: ScreenKit re-exports ViewCode; no module re-exports "
                          "HTTPServer or ViewCode, so a presenter reaches neither through the kit")

    def test_rule_6_a_view_reads_no_data(self):
        self.assertBreaks(self.add_import(self.VIEW, "import Repositories"),
                          f"{self.VIEW}:1: a view imports Repositories; "
                          "a view imports no Storage, PostgresStorage and Repositories")
        violations = self.plant(self.VIEW, lambda text: text + "\nlet planted: (any UserRepository)? = nil\n")
        self.assertTrue(any(line.startswith(f"{self.VIEW}:") and "a view names UserRepository" in line
                            for line in violations), violations)

    def test_rule_7_every_import_is_declared(self):
        self.assertBreaks(self.add_import(self.PRESENTER, "import Logging"),
                          f"{self.PRESENTER}:1: UserFeature imports Logging, which its dependencies "
                          "in Package.swift do not declare")


class DeclarationRuleTests(ImportCheckCase):
    def test_an_import_of_a_package_target_is_declared(self):
        self.package.write("Sources/ScreenKitTesting/Users.swift", "import Domain\n")
        self.assertReports("Sources/ScreenKitTesting/Users.swift:1: ScreenKitTesting imports Domain, "
                           "which its dependencies in Package.swift do not declare")

    def test_an_import_of_an_external_product_is_declared(self):
        self.package.write("Sources/ScreenKitTesting/Log.swift", "import Logging\n")
        self.assertReports("Sources/ScreenKitTesting/Log.swift:1: ScreenKitTesting imports Logging, "
                           "which its dependencies in Package.swift do not declare")

    def test_a_module_nobody_provides_is_reported(self):
        self.package.write("Sources/HTTPCore/Extra.swift", "import NIOCore\n")
        self.assertReports("Sources/HTTPCore/Extra.swift:1: HTTPCore imports NIOCore, "
                           "which its dependencies in Package.swift do not declare")

    def test_standard_modules_need_no_declaration(self):
        self.package.write("Sources/Domain/Clock.swift", """\
            import Foundation
            import FoundationEssentials
            import Glibc
            import Synchronization
            import Dispatch
            import _Concurrency
            import Swift
            """)
        self.package.write("Tests/HTTPServerTests/More.swift", "import Testing\nimport XCTest\n")
        self.assertClean()

    def test_a_product_named_by_name_counts_as_declared(self):
        self.package.declare("HTTPCore", "Logging")  # not a target: SwiftPM looks for a product
        self.package.write("Sources/HTTPCore/Log.swift", "import Logging\n")
        self.assertClean()


class ImportCommandLineTests(unittest.TestCase):
    def run_script(self, root: Path, dump: Path) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(CI_FOLDER / "check-imports"), "--root", str(root), "--dump", str(dump)],
            cwd=tempfile.gettempdir(), capture_output=True, text=True, check=False)

    def test_a_clean_package_prints_one_line_and_exits_with_zero(self):
        with tempfile.TemporaryDirectory() as folder:
            package = clean_package(Path(folder))
            result = self.run_script(package.root, package.dump_file())
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertRegex(result.stdout, r"^imports: \d+ files in \d+ targets follow the module rules \(screens: \d+ deciding files, \d+ view files\)\n$")

    def test_a_break_is_printed_with_its_place_and_exits_with_one(self):
        with tempfile.TemporaryDirectory() as folder:
            package = clean_package(Path(folder))
            package.write("Sources/ViewCode/Bad.swift", "\nimport Domain\n")
            result = self.run_script(package.root, package.dump_file())
        self.assertEqual(result.returncode, 1)
        self.assertIn("Sources/ViewCode/Bad.swift:2: ViewCode imports Domain; "
                      "HTTPCore, ViewCode, Domain and Sessions use none of the package's targets\n", result.stdout)
        self.assertNotIn("follow the module rules", result.stdout)


# The path literal check ----------------------------------------------------------------------

class PathLiteralLexingTests(unittest.TestCase):
    def found(self, source: str) -> list[tuple[int, str]]:
        return check_path_literals.path_literals(textwrap.dedent(source))

    def test_a_plain_path_literal_is_found(self):
        self.assertEqual(self.found('LinkButton("Sign in", href: "/login")\n'), [(1, "/login")])

    def test_the_root_path_is_found(self):
        self.assertEqual(self.found('let home = "/"\n'), [(1, "/")])

    def test_comments_are_ignored(self):
        self.assertEqual(self.found("""\
            // LinkButton(href: "/login")
            /// A link to "/users"
            /* "/register" */
            /* outer /* "/nested" */ still "/comment" */
            let x = 1 // "/after"
            """), [])

    def test_text_that_does_not_start_with_a_slash_is_fine(self):
        self.assertEqual(self.found("""\
            let a = "a/b"
            let b = "</p>"
            let c = "https://example.com/login"
            let d = " /leading-space"
            let e = ""
            """), [])

    def test_a_double_slash_inside_a_string_is_not_a_comment(self):
        self.assertEqual(self.found('let a = "x // y"; let b = "/users"\n'), [(1, "/users")])
        self.assertEqual(self.found('let a = "x /* y"; let b = "/users"\n'), [(1, "/users")])

    def test_an_escaped_quote_does_not_end_the_literal(self):
        self.assertEqual(self.found('let a = "say \\"hi\\" /x"; let b = "\\"/quoted"\n'), [])

    def test_raw_strings_are_read(self):
        self.assertEqual(self.found("""\
            let a = #"/raw"#
            let b = #"<a href="/x">"#
            let c = ##"/two"#hashes"##
            let d = #"\\(notInterpolated)/x"#
            """), [(1, "/raw"), (3, '/two"#hashes')])

    def test_the_first_segment_of_an_interpolated_literal_counts(self):
        self.assertEqual(self.found("""\
            let a = "/users/\\(id)/edit"
            let b = "\\(base)/users"
            let c = "page \\(n) of /users"
            let d = #"/raw/\\#(id)"#
            """), [(1, "/users/\\(id)/edit"), (4, "/raw/\\#(id)")])

    def test_a_literal_inside_an_interpolation_is_code_again(self):
        self.assertEqual(self.found('let a = "go to \\(link("/inner", count(of: ")")))!"\n'), [(1, "/inner")])

    def test_a_multiline_literal_counts_only_its_first_content(self):
        self.assertEqual(self.found('''\
            let a = """
                /first
                /second
                """
            let b = """
                <p>
                /not-first
                """
            let c = """
                """
            '''), [(2, "/first")])

    def test_a_multiline_literal_keeps_indentation_beyond_its_closer(self):
        self.assertEqual(self.found('''\
            let a = """
                    /indented
                """
            let b = #"""
                /raw-multiline
                """#
            '''), [(5, "/raw-multiline")])

    def test_lines_are_counted_across_comments_and_literals(self):
        self.assertEqual(self.found('''\
            /*
             */
            let a = """
                text
                """
            let b = "/five"
            '''), [(6, "/five")])


class PathLiteralScopeTests(unittest.TestCase):
    def setUp(self) -> None:
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.package = FakePackage(Path(folder.name))

    def violations(self) -> list[str]:
        violations, _ = check_path_literals.check(self.package.root)
        return violations

    def test_views_presenters_coordinators_and_sections_are_checked(self):
        for place in ("Scenes/A/Views/AView.swift", "Scenes/A/Presenters/APresenter.swift",
                      "Scenes/A/Coordinators/ACoordinator.swift", "Sections/Card/CardModel.swift",
                      "Shared/MemberView.swift", "Shared/LinkSection.swift"):
            self.package.write(f"Sources/UserFeature/{place}", 'let link = "/users"\n')
        self.assertEqual(len(self.violations()), 6)

    def test_the_message_names_the_file_the_line_and_the_literal(self):
        self.package.write("Sources/HomeFeature/Sections/Welcome/WelcomeView.swift", '\n\nA(href: "/login")\n')
        self.assertEqual(self.violations(), [
            "Sources/HomeFeature/Sections/Welcome/WelcomeView.swift:3: "
            "path literal \"/login\" belongs in the feature's Paths file"])

    def test_the_paths_file_is_exempt(self):
        self.package.write("Sources/UserFeature/UserPaths.swift", 'static let list = "/users"\n')
        self.package.write("Sources/UserFeature/Scenes/A/Views/ViewPaths.swift", 'let a = "/a"\n')
        self.assertEqual(self.violations(), [])

    def test_other_files_and_the_tests_are_out_of_scope(self):
        self.package.write("Sources/HomeFeature/HomeFeature.swift", 'router.get("/") {}\n')
        self.package.write("Sources/HTTPCore/Cookie.swift", 'let path = "/"\n')
        self.package.write("Tests/UserFeatureTests/Views/UserViewTests.swift", 'let a = "/users"\n')
        self.package.write("Sources/ScreenKit/Overview.md", '"/users"\n')
        self.assertEqual(self.violations(), [])

    def test_clean_views_pass(self):
        self.package.write("Sources/UserFeature/Scenes/A/Views/AView.swift", 'A(href: UserPaths.list) { "a/b" }\n')
        violations, summary = check_path_literals.check(self.package.root)
        self.assertEqual(violations, [])
        self.assertTrue(summary.startswith("path literals: none in 1 view, presenter, coordinator and section files"))


class PathLiteralCommandLineTests(unittest.TestCase):
    def run_script(self, root: Path) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(CI_FOLDER / "check-path-literals"), "--root", str(root)],
            cwd=tempfile.gettempdir(), capture_output=True, text=True, check=False)

    def test_a_clean_tree_prints_one_line_and_exits_with_zero(self):
        with tempfile.TemporaryDirectory() as folder:
            FakePackage(Path(folder)).write("Sources/A/Views/AView.swift", 'let a = "</p>"\n')
            result = self.run_script(Path(folder))
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertEqual(len(result.stdout.splitlines()), 1)

    def test_a_path_literal_is_printed_and_exits_with_one(self):
        with tempfile.TemporaryDirectory() as folder:
            FakePackage(Path(folder)).write("Sources/A/Views/AView.swift", 'let a = "/users/\\(id)"\n')
            result = self.run_script(Path(folder))
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stdout, 'Sources/A/Views/AView.swift:1: path literal "/users/\\(id)" '
                                        "belongs in the feature's Paths file\n")


# check-text-literals ---------------------------------------------------------------------------

class TextLiteralTests(unittest.TestCase):
    """Which literals are copy."""

    def found(self, source: str) -> list[tuple[int, str]]:
        return check_text_literals.text_literals(textwrap.dedent(source))

    def test_words_in_a_view_builder_are_copy(self):
        self.assertEqual(self.found("""\
            H1("Sign in")
            P { "New here? " }
            DD { model.count == 0 ? "unknown" : model.text }
            """), [(1, "Sign in"), (2, "New here? "), (3, "unknown")])

    def test_words_around_an_interpolation_are_copy(self):
        self.assertEqual(self.found('let a = "\\(count) older messages are not listed."\n'),
                         [(1, "\\(count) older messages are not listed.")])

    def test_names_for_the_browser_are_not_copy(self):
        self.assertEqual(self.found("""\
            Div(.class("notice"), .role("status"), .id("field-language")) {}
            Nav(.aria("label", "Pages")) {}
            TD(.data("label", "When")) {}
            Input(accept: "image/png,image/jpeg")
            Code("--smtp-url")
            Div(.class("avatar avatar-large")) {}
            var sectionID: String { "welcome" }
            let message = HomeText.welcomeBack.text(in: language, .text("name", viewer.name))
            let code = StatusText.errorCode.text(in: language, .number("code", status))
            let separator = " · "
            let empty = ""
            let newline = "\\n"
            """), [(2, "Pages"), (3, "When")])


class TextLiteralScopeTests(unittest.TestCase):
    def setUp(self) -> None:
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.package = FakePackage(Path(folder.name))

    def check(self) -> tuple[list[str], str]:
        return check_text_literals.check(self.package.root)

    def test_a_planted_literal_in_a_view_fails(self):
        self.package.write("Sources/AccountFeature/Screens/Login/LoginView.swift",
                           'H1(Localized(AccountText.signInTitle))\n\nSubmitButton("Sign in")\n')
        violations, _ = self.check()
        self.assertEqual(violations, [
            "Sources/AccountFeature/Screens/Login/LoginView.swift:3: "
            "text \"Sign in\" belongs in the feature's catalog"])

    def test_a_presenter_a_coordinator_and_a_shared_view_are_checked(self):
        self.package.write("Sources/UserFeature/Screens/A/APresenter.swift",
                           'return .go(.list, flash: .success("Saved."))\n')
        self.package.write("Sources/UserFeature/Screens/A/ACoordinator.swift",
                           'guard ok else { return .forbidden("Not yours.") }\nlet after = request.query["after"]\n')
        self.package.write("Sources/UserFeature/Shared/MemberRow.swift", 'Small { "joined " }\n')
        violations, summary = self.check()
        self.assertEqual([violation.split(": text")[0] for violation in violations], [
            "Sources/UserFeature/Screens/A/ACoordinator.swift:1",
            "Sources/UserFeature/Screens/A/APresenter.swift:1",
            "Sources/UserFeature/Shared/MemberRow.swift:1"])
        self.assertIn("in 3 ", summary)

    def test_a_catalog_and_a_lone_letter_are_not_copy(self):
        self.package.write("Sources/UserFeature/Screens/A/AText.swift",
                           'enum AText: Int, MessageKey {\n    case title\n}\nlet english = [.title: "Members"]\n')
        self.package.write("Sources/UserFeature/Shared/Moment.swift", 'let iso = "\\(date)T\\(time)Z"\n')
        violations, summary = self.check()
        self.assertEqual(violations, [])
        self.assertIn("in 1 ", summary)

    def test_messages_files_are_checked_and_other_files_are_not(self):
        self.package.write("Sources/AccountFeature/AccountMessages.swift", 'static let saved = "Saved."\n')
        self.package.write("Sources/Localization/Messages/Messages.swift", 'problems.append("missing")\n')
        self.package.write("Sources/AccountFeature/Mail/ResetMail.swift", 'let subject = "Reset"\n')
        self.package.write("Sources/Mail/Screens/Header.swift", 'let field = "Subject here"\n')
        self.package.write("Tests/AccountFeatureTests/LoginViewTests.swift", '#expect(html.contains("Sign in"))\n')
        violations, _ = self.check()
        self.assertEqual(len(violations), 2, violations)
        self.assertIn("AccountMessages.swift:1:", violations[0])
        self.assertIn("Sources/Mail/Screens/Header.swift:1:", violations[1])


class TextLiteralCommandLineTests(unittest.TestCase):
    def run_script(self, root: Path) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(CI_FOLDER / "check-text-literals"), "--root", str(root)],
            cwd=tempfile.gettempdir(), capture_output=True, text=True, check=False)

    def test_a_clean_tree_prints_the_count_and_exits_with_zero(self):
        with tempfile.TemporaryDirectory() as folder:
            FakePackage(Path(folder)).write("Sources/A/Views/AView.swift", 'H1(Localized(AText.title))\n')
            result = self.run_script(Path(folder))
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertEqual(result.stdout, "text literals: none outside the catalogs in 1 screen, section and shared view files\n")

    def test_a_literal_is_printed_and_exits_with_one(self):
        with tempfile.TemporaryDirectory() as folder:
            FakePackage(Path(folder)).write("Sources/A/Views/AView.swift", 'H1("A title")\n')
            result = self.run_script(Path(folder))
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stdout, 'Sources/A/Views/AView.swift:1: text "A title" belongs in the feature\'s catalog\n')


# check-message-keys ----------------------------------------------------------------------------

HOME_TEXT = """\
    /// The copy; `enum Old: Int, MessageKey { case gone }` in a comment declares nothing.
    enum HomeText: Int, MessageKey {
        case welcomeBack
        case visitorTitle, visitorLead

        var argumentNames: [String] {
            switch self {
            case .welcomeBack: ["name"]
            default: []
            }
        }

        static let english: [HomeText: MessageSource] = [
            .welcomeBack: "Welcome back, {name}.", .visitorTitle: "New here?", .visitorLead: "Hi",
        ]
    }
    """


class MessageKeyTests(unittest.TestCase):
    def setUp(self) -> None:
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.package = FakePackage(Path(folder.name))
        self.package.write("Sources/HomeFeature/HomeText.swift", HOME_TEXT)

    def violations(self) -> list[str]:
        violations, _ = check_message_keys.check(self.package.root)
        return violations

    def test_keys_read_qualified_or_beside_their_type_pass(self):
        self.package.write("Sources/HomeFeature/Sections/Welcome/WelcomeSection.swift",
                           'HomeText.welcomeBack.text(in: language, .text("name", name))\n')
        self.package.write("Sources/HomeFeature/Sections/Welcome/WelcomeView.swift", """\
            func heading(_ key: HomeText) -> some HTML { H2(Localized(key)) }
            heading(.visitorTitle); P(Localized(HomeText . visitorLead))
            """)
        violations, summary = check_message_keys.check(self.package.root)
        self.assertEqual(violations, [])
        self.assertEqual(summary, "message keys: all 3 read by the app")

    def test_an_unused_key_fails_with_its_declaration(self):
        self.package.write("Sources/HomeFeature/Sections/Welcome/WelcomeView.swift",
                           "H2(Localized(HomeText.welcomeBack)); P(Localized(HomeText.visitorLead))\n")
        self.assertEqual(self.violations(), [
            "Sources/HomeFeature/HomeText.swift:4: HomeText.visitorTitle is in the catalogs "
            "but no source file reads it"])

    def test_the_catalog_itself_a_comment_a_string_or_a_test_does_not_count(self):
        self.package.write("Sources/HomeFeature/Sections/Welcome/WelcomeView.swift", """\
            // HomeText.welcomeBack used to be here
            let name = "HomeText.visitorTitle"
            P(Localized(HomeText.visitorLead))
            let other = Other.welcomeBack
            """)
        self.package.write("Tests/HomeFeatureTests/HomeTextTests.swift", "HomeText.welcomeBack\nHomeText.visitorTitle\n")
        self.assertEqual(len(self.violations()), 2)

    def test_copy_waiting_for_a_translator_is_a_warning_naming_its_key_and_language(self):
        self.package.write("Sources/UserFeature/Screens/Interests/InterestsText.swift", """\
            enum InterestsText: Int, MessageKey {
                case title
                case save
            }
            static let english: [InterestsText: MessageSource] = [
                .title: "Interests",
                .save: "Save",
            ]
            static let brazilianPortuguese: [InterestsText: MessageSource] = [
                .title: "Interesses",
                .save: .untranslated("Save"),
            ]
            """)
        self.assertEqual(check_message_keys.untranslated(self.package.root), [
            "warning: Sources/UserFeature/Screens/Interests/InterestsText.swift:11: InterestsText.save "
            "needs translation (brazilianPortuguese)"])




# check-crypto --------------------------------------------------------------------------------

class CryptoCheckTests(unittest.TestCase):
    def run_check(self, files: dict[str, str]) -> list[str]:
        with tempfile.TemporaryDirectory() as folder:
            root = Path(folder)
            for name, text in files.items():
                path = root / "Sources" / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(textwrap.dedent(text), encoding="utf-8")
            return check_crypto.check(root)

    def test_a_package_that_computes_no_hash_passes(self):
        self.assertEqual(self.run_check({"Secrets/Code.swift": "let mask: UInt32 = 0x7FFF_FFFF\nlet tag = HMAC<Insecure.SHA1>.self\n"}), [])

    def test_a_hand_written_sha1_is_found_however_it_is_spelled(self):
        problems = self.run_check({
            "Secrets/Internal/SHA1.swift": """\
                var state = (0x6745_2301, 0xEFCD_AB89)
                let k = 0x5a827999
                """,
        })
        self.assertEqual([problem.split(": ")[0] for problem in problems],
                         ["Sources/Secrets/Internal/SHA1.swift:1", "Sources/Secrets/Internal/SHA1.swift:2"])

    def test_sha256_and_md5_constants_are_found_too(self):
        problems = self.run_check({"A/Hash.swift": "let k: [UInt32] = [0x428A2F98]\nlet m = 0xd76aa478\n"})
        self.assertEqual(len(problems), 2)
        self.assertIn("SHA-256", problems[0])
        self.assertIn("MD5", problems[1])


if __name__ == "__main__":
    unittest.main()
