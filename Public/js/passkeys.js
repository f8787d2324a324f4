// The browser's side of passkeys. Every passkey form is `hidden` in the page, so a browser
// without JavaScript or WebAuthn never offers one; this script reveals them where passkeys
// work. Sending one asks its `data-passkey-options` address for a challenge (the screen's
// JSON), runs `navigator.credentials.create()` or `.get()` with it, puts the browser's answer
// in the form's hidden fields as base64url, and sends the form as an ordinary POST, its CSRF
// token included. The server checks everything; nothing here is trusted. What it says is the
// page's: the form's `data-passkey-unavailable` and `data-passkey-cancelled`, in its language.
(function () {
  "use strict";

  if (!window.PublicKeyCredential || !navigator.credentials || !window.fetch) {
    return;
  }

  function bytes(text) {
    const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64 + "===".slice((base64.length + 3) % 4));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  }

  function text(buffer) {
    const binary = String.fromCharCode(...new Uint8Array(buffer));
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function descriptors(ids) {
    return ids.map((id) => ({ type: "public-key", id: bytes(id) }));
  }

  async function options(form) {
    const response = await fetch(form.dataset.passkeyOptions, {
      method: "POST",
      body: new URLSearchParams(new FormData(form)),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    let model = {};
    try {
      model = await response.json();
    } catch (error) {
      model = {};
    }
    if (!response.ok || !model.passkeyOptions) {
      throw new Error(model.error || form.dataset.passkeyUnavailable);
    }
    return model.passkeyOptions;
  }

  async function create(form) {
    const o = await options(form);
    const credential = await navigator.credentials.create({
      publicKey: {
        challenge: bytes(o.challenge),
        rp: { id: o.rpID, name: o.rpName },
        user: { id: bytes(o.userHandle), name: o.userName, displayName: o.userDisplayName },
        pubKeyCredParams: o.algorithms.map((alg) => ({ type: "public-key", alg: alg })),
        excludeCredentials: descriptors(o.excludeCredentials),
        authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
        attestation: "none",
        timeout: o.timeout,
      },
    });
    return {
      challenge: o.challenge,
      client_data_json: text(credential.response.clientDataJSON),
      attestation_object: text(credential.response.attestationObject),
    };
  }

  async function get(form) {
    const o = await options(form);
    const credential = await navigator.credentials.get({
      publicKey: {
        challenge: bytes(o.challenge),
        rpId: o.rpID,
        allowCredentials: descriptors(o.allowCredentials),
        userVerification: "required",
        timeout: o.timeout,
      },
    });
    const handle = credential.response.userHandle;
    return {
      challenge: o.challenge,
      credential_id: text(credential.rawId),
      client_data_json: text(credential.response.clientDataJSON),
      authenticator_data: text(credential.response.authenticatorData),
      signature: text(credential.response.signature),
      user_handle: handle && handle.byteLength > 0 ? text(handle) : "",
    };
  }

  function say(form, message) {
    let status = form.querySelector(".passkey-status");
    if (!status) {
      status = document.createElement("p");
      status.className = "passkey-status";
      status.setAttribute("role", "alert");
      form.prepend(status);
    }
    status.textContent = message;
  }

  function cancelled(error) {
    return error && (error.name === "NotAllowedError" || error.name === "AbortError");
  }

  for (const form of document.querySelectorAll("form[data-passkey]")) {
    form.hidden = false;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const button = form.querySelector("button[type=submit]");
      button.disabled = true;
      try {
        const answer = await (form.dataset.passkey === "create" ? create(form) : get(form));
        for (const [name, value] of Object.entries(answer)) {
          form.elements[name].value = value;
        }
        // `submit()` sends the form without this handler running again.
        form.submit();
      } catch (error) {
        button.disabled = false;
        say(form, cancelled(error) ? form.dataset.passkeyCancelled : error.message);
      }
    });
  }
})();
