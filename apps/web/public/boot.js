// In the head: applies the saved theme and category before the first paint, starts the app's
// scripts (listed in #ec-modules, the entry first; see vite.config.ts) once the page has painted,
// and until the app runs holds what a person does on the server-rendered page (below).
(function () {
  try {
    var d = document.documentElement;
    // The shell the service worker shows offline (a rendered page has its language from the
    // server, with its category beside it) is in the language this browser chose from the first paint.
    if (!d.hasAttribute("data-category") && /(?:^|; )ec\.lang=hi(?:;|$)/.test(document.cookie)) d.lang = "hi";
    var c = localStorage.getItem("ec.category");
    c = ["medical", "legal", "financial", "tech"].indexOf(c) >= 0 ? c : "medical";
    d.dataset.category = c;
    // The server renders pages for the category in this cookie (lib/category.tsx).
    if (document.cookie.indexOf("ec.category=" + c) < 0) document.cookie = "ec.category=" + c + "; path=/; max-age=31536000; samesite=lax";
    if (localStorage.getItem("ec.darkMode") === "true") d.classList.add("dark");
  } catch (_e) {
    // storage blocked: defaults apply
  }

  // A tap before the app runs would do nothing, and a form would be sent by the browser itself. Taps
  // (the pointer and mouse events up to their click) and submits are held and replayed in order
  // once main.tsx says the page is live ("ec:live"), as Angular's event replay and Google's
  // JSAction do. Links and text fields work as plain HTML; what is typed is given to React again
  // after hydration (it keeps a controlled field's text on screen but not in the field's state).
  var held = [], tap = [], typed = [], types = "pointerdown mousedown pointerup mouseup pointercancel click submit input change".split(" ");
  var field = /^(TEXTAREA|SELECT|INPUT)$/, box = /^(checkbox|radio|submit|button|reset|image|file)$/;
  function hold(e) {
    var t = e.target, k = e.type;
    if (!t.closest || t.closest("a[href]")) return;
    var text = field.test(t.tagName) && !(t.tagName === "INPUT" && box.test(t.type));
    if (k === "input" || k === "change") {
      if (text) {
        if (!("ecTyped" in t)) typed.push(t);
        t.ecTyped = t.value;
      }
      return;
    }
    if (text) return;
    e.stopPropagation();
    if (k === "pointerdown" || k === "pointercancel") tap = [];
    if (k === "click" || k === "submit") {
      e.preventDefault();
      held = held.concat(tap, e);
      tap = [];
    } else if (k !== "pointercancel") tap.push(e);
  }
  function replay() {
    if (!held) return;
    types.forEach(function (k) {
      removeEventListener(k, hold, true);
    });
    typed.forEach(function (t) {
      if (!t.isConnected) return;
      var v = t.ecTyped, set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t), "value").set;
      // React reads a change only when the value differs from the one it last saw.
      t.value = v ? "" : " ";
      set.call(t, v);
      t.dispatchEvent(new Event(t.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
    });
    held.forEach(function (e) {
      var t = e.target;
      if (!t.isConnected) return;
      if (e.type === "submit") t.requestSubmit(e.submitter && e.submitter.isConnected ? e.submitter : null);
      else t.dispatchEvent(new e.constructor(e.type, e));
    });
    held = null;
  }
  types.forEach(function (k) {
    addEventListener(k, hold, true);
  });
  addEventListener("ec:live", function () {
    setTimeout(replay, 0);
  });

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = document.getElementById("ec-modules");
    if (!list) return; // `npm run dev` loads its scripts itself
    var modules = JSON.parse(list.textContent);
    for (var i = 1; i < modules.length; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = modules[0];
    // Without the app the page stays plain HTML: what was held goes ahead as such.
    script.onerror = replay;
    document.head.appendChild(script);
  }
  function afterPaint() {
    // Just after the next frame; a background tab paints none, hence the second timeout.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
  else afterPaint();
})();
