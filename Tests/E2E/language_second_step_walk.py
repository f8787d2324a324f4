"""The second step and passkeys in Brazilian Portuguese, after the language walk's mail flows,
in the same browser and signed in as its member: authenticator codes turned on (the key read
from the page, the code from pyotp) and the recovery codes shown, a passkey added through
Chromium's virtual authenticator and listed, then a sign-in through the second step (a wrong
code first) and the devices page saying how it began. Every screen goes through the language
walk's checks: no English word, nothing wider than the viewport, axe, and the HTML checker."""

import time

import pyotp
from selenium.webdriver.common.by import By

from passkey_walk import VIRTUAL_AUTHENTICATOR


class PortugueseSecondStepWalk:
    def __init__(self, language_walk, email: str, password: str, member_id: int):
        # A LanguageWalk: its `walk` and its `check(screen, raw)`.
        self.language = language_walk
        self.walk = language_walk.walk
        self.email = email
        self.password = password
        self.member_id = member_id

    def run(self) -> None:
        self.turn_codes_on()
        self.add_a_passkey()
        self.sign_in_with_a_code()

    def turn_codes_on(self) -> None:
        walk, check = self.walk, self.language.check
        walk.open("/settings")
        walk.follow_link("main", "Verificação em duas etapas")
        walk.expect_path("/settings/two-factor")
        walk.expect_heading("Verificação em duas etapas")
        check("two-factor-setup")
        self.app = pyotp.TOTP(walk.find(By.ID, "authenticator-secret").text.strip())
        self.language.people.append(self.app.secret)
        walk.fill("code", "000000" if self.app.now() != "000000" else "111111")
        walk.press("Ativar")
        walk.expect_text_in("main", "Esse código não está certo ou já foi usado.", "a wrong first code in Portuguese")
        check("two-factor-setup-error", raw=False)
        walk.fill("code", self.app.now())
        walk.press("Ativar")
        codes = [item.text.strip() for item in walk.driver.find_elements(By.CSS_SELECTOR, "#recovery-codes li")]
        if len(codes) != 10:
            walk.fail(f"turning codes on should show 10 recovery codes, not {len(codes)}")
        # Random letters, which may spell a short English word ("an", "to").
        self.language.people += codes
        check("two-factor-recovery-codes", raw=False)
        walk.open("/settings/two-factor")
        walk.expect_text_in("#recovery-codes-left", "10 códigos de recuperação restantes", "the count in Portuguese")
        check("two-factor-on")

    def add_a_passkey(self) -> None:
        walk, check = self.walk, self.language.check
        driver = walk.driver
        driver.execute_cdp_cmd("WebAuthn.enable", {"enableUI": False})
        authenticator = driver.execute_cdp_cmd(
            "WebAuthn.addVirtualAuthenticator", {"options": VIRTUAL_AUTHENTICATOR})["authenticatorId"]
        try:
            walk.open("/settings/passkeys")
            walk.expect_heading("Chaves de acesso")
            check("passkeys-empty")
            self.language.people.append("Notebook")
            walk.fill("name", "Notebook")
            walk.press("Adicionar uma chave de acesso")
            walk.expect_path("/settings/passkeys")
            walk.expect_text_in(".flash-area", "Chave de acesso adicionada.", "the flash after adding a passkey")
            walk.expect_text_in(".passkey-list", "Notebook", "the passkey list")
            check("passkeys")
        finally:
            driver.execute_cdp_cmd("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": authenticator})
            driver.execute_cdp_cmd("WebAuthn.disable", {})

    def sign_in_with_a_code(self) -> None:
        walk, check = self.walk, self.language.check
        walk.press("Sair", within="header")
        walk.expect_path("/login")
        walk.fill("email", self.email)
        walk.fill("password", self.password)
        walk.press("Entrar", within="main")
        walk.expect_path("/login/code")
        walk.expect_heading("Digite o seu código")
        check("second-step")
        walk.fill("code", "000000" if self.app.now() != "000000" else "111111")
        walk.press("Continuar")
        walk.expect_text_in("main", "Esse código não está certo ou já foi usado.", "a wrong code in Portuguese")
        check("second-step-error", raw=False)
        # The code that turned codes on is spent; the app's next one is within the step of drift.
        walk.fill("code", self.app.at(time.time() + 30))
        walk.press("Continuar")
        walk.expect_path(f"/users/{self.member_id}")
        walk.open("/settings/sessions")
        walk.expect_text_in(
            "main .device-list", "Senha e código do aplicativo autenticador", "how the session began, in Portuguese")
        check("devices-second-step")
