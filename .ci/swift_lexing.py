"""Just enough of Swift's lexical grammar for the lint checks in this folder.

The checks look at two things in a Swift file: the code itself (import declarations,
identifiers) and the string literals. Both go wrong if comments and strings are mixed up:
`// import Storage` is not an import, `"a // b"` is not a comment, and `"/users/\\(id)"`
starts a path even though the code inside `\\( )` is not part of the text. `lex_swift`
separates them once, so each check can look at exactly one of the two.

Not handled: bare regex literals (`/.../`), which Swift cannot tell from division without a
full parser; the project writes none.
"""

from bisect import bisect_right
from dataclasses import dataclass

LINE_COMMENT = "//"
BLOCK_COMMENT_OPEN = "/*"
BLOCK_COMMENT_CLOSE = "*/"
QUOTE = '"'
MULTILINE_QUOTE = '"""'
RAW_DELIMITER = "#"
ESCAPE = "\\"
INDENTATION = " \t"


@dataclass(frozen=True)
class StringLiteral:
    """One string literal, reduced to what a check needs to judge and to quote it."""

    line: int
    """The line of the literal's first character of content (for `\"\"\"`, the line below it)."""

    leading_text: str
    """The content before the first interpolation: `/users/` for `"/users/\\(id)"`."""

    spelling: str
    """The first line of the content as written, interpolations included."""

    multiline: bool

    start: int = 0
    """The position in the file of the literal's first character (its `#` or quote), so a
    check can read the code just before it: `.class(` before a class name."""


@dataclass(frozen=True)
class LexedSource:
    code: str
    """The file with comments and string literals blanked to spaces; line breaks and the
    code inside interpolations stay, so line numbers and positions still match the file."""

    literals: tuple[StringLiteral, ...]


def lex_swift(text: str) -> LexedSource:
    """Splits a Swift file into its code and its string literals."""
    lexer = _Lexer(text)
    lexer.code_until(closing_parenthesis=False)
    return LexedSource(code="".join(lexer.code), literals=tuple(lexer.literals))


class _Lexer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.position = 0
        self.code = list(text)
        self.literals: list[StringLiteral] = []
        self.line_starts = [0] + [index + 1 for index, char in enumerate(text) if char == "\n"]

    # Code ---------------------------------------------------------------------------------

    def code_until(self, closing_parenthesis: bool) -> None:
        """Walks code to the end of the file, or for an interpolation to its `)`."""
        depth = 0
        text = self.text
        while self.position < len(text):
            if text.startswith(LINE_COMMENT, self.position):
                self.skip_line_comment()
            elif text.startswith(BLOCK_COMMENT_OPEN, self.position):
                self.skip_block_comment()
            elif self.raw_delimiter_length_before(QUOTE) is not None:
                self.read_string(self.raw_delimiter_length_before(QUOTE))
            elif self.raw_delimiter_length_before("/") is not None:
                # `#/.../#` is an extended regex literal: its text can hold quotes.
                self.skip_extended_regex(self.raw_delimiter_length_before("/"))
            elif text[self.position] == QUOTE:
                self.read_string(0)
            elif closing_parenthesis and text[self.position] == "(":
                depth += 1
                self.position += 1
            elif closing_parenthesis and text[self.position] == ")":
                if depth == 0:
                    return
                depth -= 1
                self.position += 1
            else:
                self.position += 1

    def raw_delimiter_length_before(self, opener: str) -> int | None:
        """The number of `#` in front of `opener` at the current position (at least one)."""
        text = self.text
        end = self.position
        while end < len(text) and text[end] == RAW_DELIMITER:
            end += 1
        count = end - self.position
        if count > 0 and text.startswith(opener, end):
            return count
        return None

    def skip_line_comment(self) -> None:
        end = self.text.find("\n", self.position)
        end = len(self.text) if end < 0 else end
        self.blank(self.position, end)
        self.position = end

    def skip_block_comment(self) -> None:
        """Swift's block comments nest: `/* a /* b */ c */` is one comment."""
        start = self.position
        depth = 0
        text = self.text
        while self.position < len(text):
            if text.startswith(BLOCK_COMMENT_OPEN, self.position):
                depth += 1
                self.position += len(BLOCK_COMMENT_OPEN)
            elif text.startswith(BLOCK_COMMENT_CLOSE, self.position):
                depth -= 1
                self.position += len(BLOCK_COMMENT_CLOSE)
                if depth == 0:
                    break
            else:
                self.position += 1
        self.blank(start, self.position)

    def skip_extended_regex(self, hashes: int) -> None:
        start = self.position
        closer = "/" + RAW_DELIMITER * hashes
        end = self.text.find(closer, start + hashes + 1)
        self.position = len(self.text) if end < 0 else end + len(closer)
        self.blank(start, self.position)

    # Strings ------------------------------------------------------------------------------

    def read_string(self, hashes: int) -> None:
        """Reads one literal at the current position (`#` delimiters included), records it
        and blanks it, keeping the code of its interpolations."""
        start = self.position
        after_hashes = start + hashes
        multiline = self.text.startswith(MULTILINE_QUOTE, after_hashes)
        quote = MULTILINE_QUOTE if multiline else QUOTE
        closer = quote + RAW_DELIMITER * hashes
        escape = ESCAPE + RAW_DELIMITER * hashes
        content_start = after_hashes + len(quote)
        if multiline:
            # The content of a """ literal starts on the line below the delimiter.
            newline = self.text.find("\n", content_start)
            content_start = len(self.text) if newline < 0 else newline + 1
        self.position = content_start
        first_interpolation = None
        blank_from = start
        while self.position < len(self.text):
            if self.text.startswith(escape, self.position):
                after_escape = self.position + len(escape)
                if self.text.startswith("(", after_escape):
                    if first_interpolation is None:
                        first_interpolation = self.position
                    self.blank(blank_from, after_escape + 1)
                    self.position = after_escape + 1
                    self.code_until(closing_parenthesis=True)
                    blank_from = self.position
                    self.position += 1
                else:
                    # An escaped character, or a line continuation in a """ literal.
                    self.position = after_escape + 1
            elif self.text.startswith(closer, self.position):
                break
            elif not multiline and self.text[self.position] == "\n":
                break  # an unterminated literal ends with its line
            else:
                self.position += 1
        content_end = self.position
        if self.text.startswith(closer, self.position):
            self.position += len(closer)
        self.blank(blank_from, self.position)
        self.literals.append(
            self.describe_literal(start, content_start, content_end, first_interpolation, multiline)
        )

    def describe_literal(
        self, start: int, content_start: int, content_end: int, first_interpolation: int | None, multiline: bool
    ) -> StringLiteral:
        text = self.text
        first_line_end = text.find("\n", content_start, content_end)
        first_line_end = content_end if first_line_end < 0 else first_line_end
        segment_end = first_interpolation if first_interpolation is not None else content_end
        spelling = text[content_start:first_line_end]
        leading_text = text[content_start:segment_end]
        if multiline:
            # Swift removes the closing delimiter's indentation from every line.
            indentation = self.indentation_before(content_end)
            if first_line_end >= content_end:
                spelling, leading_text = "", ""  # an empty literal: its first line is the closer's
            else:
                spelling = spelling.removeprefix(indentation)
                leading_text = leading_text.removeprefix(indentation)
        return StringLiteral(
            line=self.line_of(content_start),
            leading_text=leading_text,
            spelling=spelling,
            multiline=multiline,
            start=start,
        )

    def indentation_before(self, position: int) -> str:
        line_start = self.text.rfind("\n", 0, position) + 1
        before = self.text[line_start:position]
        return before if before.strip(INDENTATION) == "" else ""

    # Bookkeeping --------------------------------------------------------------------------

    def blank(self, start: int, end: int) -> None:
        for index in range(start, min(end, len(self.code))):
            if self.code[index] != "\n":
                self.code[index] = " "

    def line_of(self, position: int) -> int:
        return bisect_right(self.line_starts, position)
