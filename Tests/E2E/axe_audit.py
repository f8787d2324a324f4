"""axe-core 4.x run inside the page: the script ships in the axe-playwright-python package,
and Selenium injects it; Playwright itself is neither installed nor run."""

from dataclasses import dataclass
from functools import cache
from importlib import resources

from selenium.webdriver.remote.webdriver import WebDriver

BLOCKING_IMPACTS = ("serious", "critical")

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]})
  .then(results => done({
    version: results.testEngine.version,
    violations: results.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
      nodes: v.nodes.map(n => ({target: n.target.join(" "), summary: n.failureSummary || ""})),
    })),
  }))
  .catch(error => done({error: String(error)}));
"""


@dataclass(frozen=True)
class AxeViolation:
    rule: str
    impact: str
    help: str
    help_url: str
    nodes: tuple[tuple[str, str], ...]

    @property
    def is_blocking(self) -> bool:
        return self.impact in BLOCKING_IMPACTS

    def describe(self) -> str:
        lines = [f"[{self.impact}] {self.rule}: {self.help} ({self.help_url})"]
        for target, summary in self.nodes:
            lines.append(f"    at {target}")
            lines.extend(f"      {line}" for line in summary.splitlines())
        return "\n".join(lines)


@dataclass(frozen=True)
class AxeResult:
    version: str
    violations: tuple[AxeViolation, ...]

    @property
    def blocking(self) -> tuple[AxeViolation, ...]:
        return tuple(v for v in self.violations if v.is_blocking)


@cache
def axe_script() -> str:
    return resources.files("axe_playwright_python").joinpath("axe.min.js").read_text(encoding="utf-8")


def audit_page(driver: WebDriver) -> AxeResult:
    """Runs every axe rule on the page now shown; a navigation loses the script, so it is
    injected each time (a quarter of a second)."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(axe_script())
    answer = driver.execute_async_script(RUN_AXE)
    if "error" in answer:
        raise RuntimeError(f"axe-core failed on {driver.current_url}: {answer['error']}")
    if not answer["version"].startswith("4."):
        raise RuntimeError(f"expected axe-core 4.x, the package ships {answer['version']}")
    return AxeResult(
        version=answer["version"],
        violations=tuple(
            AxeViolation(
                rule=v["id"], impact=v["impact"] or "unknown", help=v["help"], help_url=v["helpUrl"],
                nodes=tuple((n["target"], n["summary"]) for n in v["nodes"]),
            )
            for v in answer["violations"]
        ),
    )
