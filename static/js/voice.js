// Voice at the edges of the chat (optional, off by default; the server does not change):
// - a microphone button that fills the question by the browser's speech recognition, and
// - a "Read aloud" toggle that speaks each sentence of an answer as it arrives (speech synthesis).
// Each control is shown only where the browser has the API behind it. Both use the page's language
// (<html lang>). Reading aloud starts only when the visitor turns it on (remembered for the tab), and
// stops with Stop, Close, New chat or the toggle; the listening cue does not pulse for visitors who
// prefer reduced motion (CSS).
(function () {
  "use strict";

  var READ_KEY = "twinsite-read-aloud";

  function init() {
    var form = document.getElementById("chat-form");
    var input = document.getElementById("chat-input");
    if (!form || !input) return;
    var language = document.documentElement.lang || "en";
    setUpMicrophone(input, language);
    setUpReadAloud(language);
  }

  function setUpMicrophone(input, language) {
    var Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
    var button = document.getElementById("chat-mic");
    if (!Recognition || !button) return;
    var recognition = null;
    button.hidden = false;

    function stopListening() {
      if (recognition) recognition.abort();
      recognition = null;
      button.setAttribute("aria-pressed", "false");
    }

    button.addEventListener("click", function () {
      if (recognition) {
        stopListening();
        return;
      }
      recognition = new Recognition();
      recognition.lang = language;
      recognition.interimResults = true;
      recognition.maxAlternatives = 1;
      var before = input.value ? input.value.replace(/\s*$/, " ") : "";
      recognition.onresult = function (event) {
        var heard = "";
        for (var i = 0; i < event.results.length; i++) heard += event.results[i][0].transcript;
        input.value = before + heard;
      };
      recognition.onend = function () {
        recognition = null;
        button.setAttribute("aria-pressed", "false");
        input.focus();
      };
      recognition.onerror = recognition.onend;
      button.setAttribute("aria-pressed", "true");
      try {
        recognition.start();
      } catch (e) {
        stopListening();
      }
    });
  }

  function setUpReadAloud(language) {
    var synthesis = window.speechSynthesis;
    var toggle = document.getElementById("chat-read-aloud");
    if (!synthesis || !window.SpeechSynthesisUtterance || !toggle) return;
    toggle.hidden = false;
    var on = false;
    try {
      on = window.sessionStorage.getItem(READ_KEY) === "1";
    } catch (e) {
      on = false;
    }
    show();

    function show() {
      toggle.setAttribute("aria-pressed", on ? "true" : "false");
    }

    toggle.addEventListener("click", function () {
      on = !on;
      if (!on) synthesis.cancel();
      try {
        window.sessionStorage.setItem(READ_KEY, on ? "1" : "0");
      } catch (e) {
        /* storage off: the choice lasts for this page */
      }
      show();
    });

    // Each `text` event adds released, checked sentences to the answer: speak what it added.
    document.body.addEventListener("htmx:sseMessage", function (event) {
      if (!on || event.detail.type !== "text") return;
      // An inert document: nothing in the fragment loads or runs while its text is read.
      var parsed = new window.DOMParser().parseFromString(event.detail.data, "text/html");
      var text = parsed.body.textContent.trim();
      if (!text) return;
      var utterance = new window.SpeechSynthesisUtterance(text);
      utterance.lang = language;
      synthesis.speak(utterance);
    });

    document.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest("#chat-stop, #chat-close, .chat-clear")) synthesis.cancel();
    });
  }

  if (document.readyState === "complete") init();
  else document.addEventListener("DOMContentLoaded", init);
})();
