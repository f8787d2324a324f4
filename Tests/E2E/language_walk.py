"""A walk in Brazilian Portuguese: sign-up, the member page and its form, the lists, every
settings screen, sign-in and the flows that go by mail, with the language chosen either by
the browser's `Accept-Language` or by the member's setting under an English browser; chosen by
the browser, then the second step and passkeys (`language_second_step_walk.py`).

On each screen the walk lists every text a person reads (text nodes, the title, and the
attributes a browser shows or reads out: placeholder, title, aria-label, alt, a button's
value, a stacked table cell's label) and fails on any English word left. Like every walk's
screen, each is also measured against the viewport and audited with axe."""

import re
from dataclasses import dataclass

from selenium.webdriver.common.by import By

from language_second_step_walk import PortugueseSecondStepWalk
from mail_sink import MailSink
from mail_walk import MailWalk
from screen_walk import Member, ScreenWalk

PORTUGUESE = "pt-BR"
# Words both languages write, names of things and people, and the parts of an address.
ALLOWED_WORDS = {
    "screenkit", "e-mail", "link", "links", "login", "bio", "app", "html", "png", "jpeg", "mb", "utc", "ip",
    "chrome", "headless", "chromium", "linux", "firefox", "safari", "edge", "macos", "windows", "android",
}
# English words a Portuguese page has no use for; a page that shows one has English left.
ENGLISH_WORDS = set("""
    about account accounts activity add address after again all already an and another any are ask at back
    before bio browser but by cancel change changed changes choose confirm confirmed create current delete deleted
    device devices did does edit email enter error every expired first for forbidden forgot found from go has
    have here home if in incorrect into invalid is it its joined language last later mail main member
    members my name new newer newest next not nothing now of older on one only or other our out page pages
    password passwords picture please previous profile queued remember remove reset save saved security send sent
    settings sign signed sign-in sign-up state subject the their then there these this to too try type unknown
    upload used was we welcome what when where which while who will with without yet you your
    authenticator codes recovery passkey passkeys key scan download trust days turn off continue start
    never added phone lost minutes left sensitive
    bad content failed hello mailbox plain request service text unavailable unprocessable waiting
""".split())
WORD = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]*")

# Every text a person reads on the page, each with where it is.
_READ_TEXTS = """
const texts = [['title', document.title]];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (parent && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName) && node.textContent.trim()) {
    texts.push([parent.tagName.toLowerCase(), node.textContent]);
  }
}
for (const element of document.body.querySelectorAll('*')) {
  for (const name of ['placeholder', 'title', 'aria-label', 'alt', 'data-label']) {
    const value = element.getAttribute(name);
    if (value) texts.push([element.tagName.toLowerCase() + '@' + name, value]);
  }
  if ((element.tagName === 'INPUT' && ['submit', 'button'].includes(element.type)) || element.tagName === 'BUTTON') {
    if (element.value) texts.push([element.tagName.toLowerCase() + '@value', element.value]);
  }
}
return texts;
"""

def english_words(text: str, people: list[str]) -> list[str]:
    """The English words in `text`, once the names and addresses people typed are taken out."""
    for typed in people:
        text = text.replace(typed, " ")
    # A word in capitals is initials or an abbreviation (an avatar's "AN"), not copy.
    return [word for word in WORD.findall(text)
            if not word.isupper() and word.lower() in ENGLISH_WORDS and word.lower() not in ALLOWED_WORDS]


@dataclass(frozen=True)
class LanguageChoice:
    """How the walk's language is chosen: by the browser (`Accept-Language`) or by the setting."""
    by_setting: bool

    @property
    def label(self) -> str:
        return "pt-BR-by-setting" if self.by_setting else "pt-BR-by-header"


class LanguageWalk:
    def __init__(self, walk: ScreenWalk, sink: MailSink, choice: LanguageChoice):
        self.walk = walk
        self.sink = sink
        self.choice = choice
        self.people: list[str] = []
        self.mail = MailWalk(walk, sink)

    def check(self, screen: str, raw: bool = True) -> None:
        """The screen in Portuguese, photographed, audited, measured, and without English;
        saved for the HTML checker unless it answered a form (`raw`), which a second request
        would not see again."""
        walk = self.walk
        if walk.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") != PORTUGUESE:
            walk.fail(f"{screen}: the page is not in {PORTUGUESE}")
        # The screen's own checks measure it against the viewport as well.
        walk.screen(f"{self.choice.label}-{screen}", raw=raw)
        for where, text in walk.driver.execute_script(_READ_TEXTS):
            found = english_words(text, self.people)
            if found:
                walk.findings.append(f"{screen} ({walk.options.label}, {walk.current_path()}): English "
                                     f"{found} in {where}: {text.strip()[:160]!r}")

    def run(self) -> None:
        walk = self.walk
        member = Member.unique("Ana Néri")
        self.people += [member.name, member.email, "Ana Néri Souza", "Enfermeira na Guerra do Paraguai."]
        if self.choice.by_setting:
            member_id = walk.sign_up(member, screen=None)
            walk.open("/settings/language")
            walk.find(By.CSS_SELECTOR, f"select[name=language] option[value='{PORTUGUESE}']").click()
            walk.press("Save")
            walk.expect_path("/settings")
            walk.expect_text_in(".flash-area", "Idioma salvo.", "the flash after choosing Portuguese")
            walk.open(f"/users/{member_id}")
        else:
            walk.open("/register")
            walk.expect_heading("Crie sua conta")
            self.check("register")
            walk.press("Criar conta")
            walk.expect_text_in("main", "Erro: Informe seu nome.", "a missing name in Portuguese")
            self.check("register-errors", raw=False)
            member_id = self.sign_up(member)
        walk.expect_heading(member.name)
        self.check("detail")

        walk.follow_link("main", "Editar perfil")
        walk.expect_heading("Editar perfil")
        self.check("edit")
        walk.fill("name", "Ana Néri Souza")
        walk.fill("bio", "Enfermeira na Guerra do Paraguai.")
        walk.press("Salvar perfil")
        walk.expect_text_in(".flash-area", "Perfil salvo", "the flash after saving, in Portuguese")
        self.check("detail-saved", raw=False)
        walk.follow_link("header", "Membros")
        walk.expect_heading("Membros")
        self.check("members")
        walk.follow_link("header", "Início")
        self.check("home")
        for path, heading, screen in (
            ("/settings", "Configurações", "settings"), ("/settings/language", "Idioma", "language"),
            ("/settings/password", "Trocar senha", "change-password"), ("/settings/email", "Trocar e-mail", "change-email"),
            ("/settings/sessions", "Dispositivos", "devices"), ("/settings/activity", "Atividade de segurança", "activity"),
            ("/settings/avatar", "Foto", "avatar"), ("/settings/delete", "Excluir conta", "delete-account"),
            (f"/users/{member_id + 100_000}", "Página não encontrada", "not-found"),
        ):
            walk.open(path)
            walk.expect_heading(heading)
            self.check(screen)

        # Mailed at sign-up, before any setting: in the language of the sign-up's page.
        confirmation = self.sink.wait_for(
            member.email, "Confirm your e-mail address" if self.choice.by_setting else "Confirme seu e-mail")
        self.mail.open_link(confirmation, "/email/confirm")
        self.check("confirm-email")
        walk.press("Confirmar meu e-mail")
        walk.expect_path("/settings")
        self.check("settings-confirmed", raw=False)

        walk.press("Sair", within="header")
        walk.expect_path("/login")
        if self.choice.by_setting:
            # Signed out, the browser chooses again: the rest is mail, in the member's language.
            self.mail_in_the_members_language(member)
            return
        self.check("login")
        walk.fill("email", member.email)
        walk.fill("password", "not the password")
        walk.press("Entrar", within="main")
        walk.expect_text_in("main", "E-mail ou senha incorretos.", "the wrong password in Portuguese")
        self.check("login-error", raw=False)

        walk.follow_link("main", "Esqueceu sua senha?")
        self.check("forgot-password")
        walk.fill("email", member.email)
        walk.press("Enviar link")
        walk.expect_path("/login")
        self.check("forgot-password-sent", raw=False)
        reset = self.sink.wait_for(member.email, "Redefina sua senha")
        self.mail.open_link(reset, "/password/reset")
        self.check("reset-password")
        walk.fill("password", "uma senha nova e comprida")
        walk.fill("password_confirmation", "outra")
        walk.press("Salvar senha e entrar")
        self.check("reset-password-errors", raw=False)
        walk.fill("password", "uma senha nova e comprida")
        walk.fill("password_confirmation", "uma senha nova e comprida")
        walk.press("Salvar senha e entrar")
        walk.expect_path(f"/users/{member_id}")
        self.check("reset-password-done", raw=False)

        walk.press("Sair", within="header")
        walk.follow_link("main", "Receber um link de acesso por e-mail")
        self.check("sign-in-link")
        walk.fill("email", member.email)
        walk.press("Enviar link de acesso")
        sign_in = self.sink.wait_for(member.email, "Seu link de acesso")
        self.mail.open_link(sign_in, "/login/link/open")
        self.check("open-sign-in-link")
        walk.press("Entrar")
        walk.expect_path(f"/users/{member_id}")
        self.check("signed-in-with-link", raw=False)
        PortugueseSecondStepWalk(self, member.email, "uma senha nova e comprida", member_id).run()

    def sign_up(self, member: Member) -> int:
        walk = self.walk
        walk.fill("name", member.name)
        walk.fill("email", member.email)
        walk.fill("password", member.password)
        walk.fill("password_confirmation", member.password)
        walk.press("Criar conta", within="main")
        path = walk.current_path()
        if not path.startswith("/users/") or not path[len("/users/"):].isdigit():
            walk.fail(f"signing up should land on /users/<id>, not {path}")
        return int(path[len("/users/"):])

    def mail_in_the_members_language(self, member: Member) -> None:
        """Asked for from an English page, the reset link still goes in the member's language."""
        walk = self.walk
        walk.follow_link("main", "Forgot your password?")
        walk.fill("email", member.email)
        walk.press("Send the link")
        walk.expect_path("/login")
        reset = self.sink.wait_for(member.email, "Redefina sua senha")
        found = english_words(reset.subject + "\n" + reset.text, self.people + [reset.link_to("/password/reset")])
        if found:
            walk.findings.append(f"the reset mail to a member who chose Portuguese has English {found}")
