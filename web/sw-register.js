// Registers the service worker and tells the app when a new version is waiting.
// The app listens for the "grimoire-update-ready" event and shows its own banner; tapping it
// dispatches "grimoire-apply-update", which activates the waiting worker and reloads once.
(function () {
  if (!("serviceWorker" in navigator)) return;
  var reloading = false;
  function announce(reg) {
    window.__grimoireWaiting = reg.waiting;
    window.dispatchEvent(new Event("grimoire-update-ready"));
  }
  window.addEventListener("grimoire-apply-update", function () {
    var waiting = window.__grimoireWaiting;
    if (waiting) waiting.postMessage({ type: "SKIP_WAITING" });
  });
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (reloading || !window.__grimoireWaiting) return;
    reloading = true;
    window.location.reload();
  });
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("sw.js").then(function (reg) {
      // Keep this page's game offline: the worker caches its files (already in the HTTP
      // cache: nothing is downloaded twice) once it is active.
      navigator.serviceWorker.ready.then(function (ready) {
        if (ready.active) ready.active.postMessage({ type: "KEEP_GAME" });
      });
      if (reg.waiting && navigator.serviceWorker.controller) announce(reg);
      reg.addEventListener("updatefound", function () {
        var worker = reg.installing;
        if (!worker) return;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && navigator.serviceWorker.controller) announce(reg);
        });
      });
    }).catch(function (err) {
      console.warn("service worker registration failed", err);
    });
  });
})();
