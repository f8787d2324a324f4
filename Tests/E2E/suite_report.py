"""What the checks counted on each screen, printed once after the suite."""

from collections import defaultdict


class SuiteReport:
    def __init__(self) -> None:
        # screen -> walk -> (serious or critical, all violations)
        self.axe: dict[str, dict[str, tuple[int, int]]] = defaultdict(dict)
        # screen -> (HTTP status, validator errors)
        self.validator: dict[str, tuple[int, int]] = {}
        self.walks: list[str] = []
        self.notes: list[str] = []

    def record_axe(self, screen: str, walk: str, blocking: int, total: int) -> None:
        if walk not in self.walks:
            self.walks.append(walk)
        self.axe[screen][walk] = (blocking, total)

    def record_validation(self, screen: str, status: int, errors: int) -> None:
        self.validator[screen] = (status, errors)

    def note(self, line: str) -> None:
        """A figure a test measured, printed with the summary."""
        self.notes.append(line)

    def summary(self) -> str:
        lines = list(self.notes)
        if self.validator:
            lines.append("Nu HTML checker, errors per screen (raw HTML as sent):")
            for screen, (status, errors) in self.validator.items():
                lines.append(f"  {screen:<20} HTTP {status}  {errors} error(s)")
        if self.axe:
            lines.append("axe-core, violations per screen as serious-or-critical/all:")
            lines.append("  " + " " * 22 + "".join(f"{walk:<20}" for walk in self.walks))
            for screen, by_walk in self.axe.items():
                cells = "".join(
                    f"{(f'{by_walk[w][0]}/{by_walk[w][1]}' if w in by_walk else '-'):<20}" for w in self.walks)
                lines.append(f"  {screen:<22}{cells}")
        return "\n".join(lines)


REPORT = SuiteReport()
