// A game's page, opened from the home-screen icon ("./?launch") or at the app's plain address
// ("./"): the service worker answers with the page of the game left open, whose address then
// becomes its own, unless the saved list says another page (a record gone stale), which then
// decides as the home page would. An address with a fragment (a link, a player's card) goes to
// the home page, whose part reading it is. Written into the page's head at build time (Trunk's
// `rel="inline"`), so it runs before anything else of the page with no fetch to wait for, even
// on a first visit over a slow link (`<html data-page>`: the page's own file name).
(function () {
  var here = document.documentElement.getAttribute("data-page");
  if (!here || location.pathname.slice(-here.length - 1) === "/" + here) return;
  // The page's app does not start when it goes elsewhere (`grimoireForwarded`, read by its
  // mount in src/ui/mod.rs).
  if (location.hash) {
    window.grimoireForwarded = true;
    location.replace("index.html" + location.hash);
    return;
  }
  var to = "index.html";
  try {
    var index = JSON.parse(localStorage.getItem("grimoire.index"));
    var id = index && index.open;
    var line = id && (index.games || []).filter(function (g) { return g.id === id; })[0];
    if (id) to = line && line.ruleset === "quintebourg" ? "quintebourg.html" : "botc.html";
  } catch (e) {}
  if (to === here) {
    history.replaceState(null, "", here + location.hash);
  } else {
    window.grimoireForwarded = true;
    location.replace(to);
  }
})();
