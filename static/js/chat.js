// The chat widget's glue: opening and closing the panel, focus, Enter to send, Stop, and the
// streaming state. Everything else is htmx and its SSE extension, driven by server-rendered HTML.
// No inline scripts anywhere: the Content-Security-Policy allows only files from this origin.
(function () {
  "use strict";

  var OPEN_KEY = "twinsite-chat-open";
  var PHONE = window.matchMedia("(max-width: 600px)");

  function init() {
    var launcher = document.getElementById("chat-launcher");
    var panel = document.getElementById("chat-panel");
    if (!launcher || !panel) return;
    var log = document.getElementById("chat-log");
    var closeButton = document.getElementById("chat-close");

    function remember(open) {
      try {
        window.sessionStorage.setItem(OPEN_KEY, open ? "1" : "0");
      } catch (e) {
        /* storage off: the panel just starts closed on the next page */
      }
    }

    function open(options) {
      panel.hidden = false;
      launcher.setAttribute("aria-expanded", "true");
      document.documentElement.classList.add("chat-is-open");
      remember(true);
      log.dispatchEvent(new CustomEvent("chat-open")); // loads the conversation once, if there is one
      if (!options || options.focus !== false) {
        var input = document.getElementById("chat-input");
        (input || closeButton).focus();
      }
      scrollToEnd(true);
    }

    function close() {
      panel.hidden = true;
      launcher.setAttribute("aria-expanded", "false");
      document.documentElement.classList.remove("chat-is-open");
      remember(false);
      launcher.focus();
    }

    launcher.hidden = false;
    launcher.addEventListener("click", function () {
      if (panel.hidden) open();
      else close();
    });
    closeButton.addEventListener("click", close);
    panel.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      }
    });

    // Back on another page of the site: reopen where the visitor left off, without taking focus.
    // Not on a phone, where the sheet would cover the page the visitor just opened to read.
    var wasOpen = false;
    try {
      wasOpen = window.sessionStorage.getItem(OPEN_KEY) === "1";
    } catch (e) {
      wasOpen = false;
    }
    if (wasOpen && !PHONE.matches) open({ focus: false });

    // --- Asking ---------------------------------------------------------------------------------
    document.addEventListener("keydown", function (event) {
      var input = event.target;
      if (input.id !== "chat-input" || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
      event.preventDefault();
      if (!busy() && input.value.trim()) input.form.requestSubmit();
    });

    document.body.addEventListener("htmx:beforeRequest", function (event) {
      // One answer at a time: a second question waits until the first is done or stopped.
      var form = event.detail.elt;
      if (form.matches && form.matches("#chat-form, .starters form") && busy()) event.preventDefault();
    });

    document.body.addEventListener("htmx:afterRequest", function (event) {
      var elt = event.detail.elt;
      if (!event.detail.successful || !elt.closest || !elt.closest("#chat-panel")) return;
      if (elt.id === "chat-form") elt.reset();
      // A starter question or "New chat" is gone or done: typing is what comes next.
      if (elt.id === "chat-form" || elt.closest(".starters") || elt.matches(".chat-clear, .chat-new")) {
        var input = document.getElementById("chat-input");
        if (input) input.focus();
      }
    });

    // --- Streaming state --------------------------------------------------------------------------
    document.body.addEventListener("htmx:load", function (event) {
      var elt = event.detail.elt;
      if (elt.matches && elt.matches(".turn[aria-busy='true']")) setBusy(true);
      if (elt.closest && elt.closest("#chat-log")) scrollToEnd(false);
    });

    document.body.addEventListener("htmx:sseMessage", function () {
      scrollToEnd(false);
    });

    document.body.addEventListener("htmx:sseClose", function (event) {
      var turn = event.target.closest && event.target.closest(".turn");
      if (turn) turn.setAttribute("aria-busy", "false");
      setBusy(!!document.querySelector("#chat-log .turn[aria-busy='true']"));
    });

    // Waiting for the owner: the reply is pushed over /chat/updates (chat/live.py). Only when that
    // connection fails does the note fall back to asking /chat/waiting every 3 s (htmx polling,
    // which stops by itself once the reply is there or the conversation is gone).
    document.body.addEventListener("htmx:sseError", function (event) {
      var waiting = event.target;
      if (!waiting.matches || !waiting.matches(".waiting[sse-connect]")) return;
      event.detail.source.close();
      waiting.removeAttribute("sse-connect");
      waiting.setAttribute("hx-trigger", "every 3s");
      window.htmx.process(waiting);
    });

    document.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest("#chat-stop")) stop();
    });

    // Stop: replace the streaming answer with a copy that has no event source. htmx closes the
    // EventSource of an element it removes; the server sees the disconnect and cancels the turn.
    function stop() {
      var turn = document.querySelector("#chat-log .turn[aria-busy='true']");
      if (!turn) return;
      var copy = turn.cloneNode(true);
      ["sse-connect", "sse-close", "hx-ext"].forEach(function (name) {
        copy.removeAttribute(name);
      });
      copy.querySelectorAll("[sse-swap]").forEach(function (elt) {
        elt.removeAttribute("sse-swap");
      });
      copy.setAttribute("aria-busy", "false");
      var outcome = copy.querySelector(".outcome");
      var note = document.createElement("p");
      note.className = "note";
      note.textContent = "You stopped this answer.";
      outcome.replaceChildren(note);
      window.htmx.swap(turn, copy.outerHTML, { swapStyle: "outerHTML" });
      setBusy(false);
      var input = document.getElementById("chat-input");
      if (input) input.focus();
    }

    function busy() {
      return !!document.querySelector("#chat-log .turn[aria-busy='true']");
    }

    function setBusy(on) {
      var stopButton = document.getElementById("chat-stop");
      var form = document.getElementById("chat-form");
      if (!stopButton || !form) return;
      var moveFocus = document.activeElement === stopButton && !on;
      stopButton.hidden = !on;
      form.querySelector(".chat-send").hidden = on;
      form.setAttribute("aria-busy", on ? "true" : "false");
      if (moveFocus) document.getElementById("chat-input").focus();
    }

    // Follow the answer as it grows, unless the visitor scrolled up to read.
    function scrollToEnd(force) {
      var distance = log.scrollHeight - log.scrollTop - log.clientHeight;
      if (force || distance < 120) log.scrollTop = log.scrollHeight;
    }
  }

  // After htmx has processed the page (its deferred script registered for this event first), so
  // the "chat-open" event below reaches the listener htmx attached to the log.
  if (document.readyState === "complete") init();
  else document.addEventListener("DOMContentLoaded", init);
})();
