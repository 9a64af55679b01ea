import { Hono } from "hono";
import { bridgeScriptUrl } from "../content-page/preview-query.ts";

/** Where the edge mounts the bridge script (below `/content`, the content service's room). */
export const bridgeScriptPath = bridgeScriptUrl;

/**
 * The shop's own editor bridge (decision 0043): the part of Storyblok's Bridge v2 the content
 * page uses, `new StoryblokBridge(options).on(events, callback)`. It passes on the editor's
 * `input`, `change` and `published` messages from the frame's parent (same origin or Storyblok's
 * editor only), and, for editing without Storyblok's app (the management API, a story file in
 * `npm run dev`), asks the page's draft every two seconds (`shopPreviewUrl`) and sends an
 * `input` with the new story when it changed. Plain script: the page loads it only inside a frame.
 */
const bridgeScript = `(function () {
  "use strict";
  var editorOrigins = [window.location.origin, "https://app.storyblok.com"];
  function StoryblokBridge(options) {
    var bridge = this;
    bridge.options = options || {};
    bridge.listeners = {};
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (event.source !== window.parent || editorOrigins.indexOf(event.origin) < 0) return;
      if (data && typeof data.action === "string") bridge.emit(data.action, data);
    });
    if (typeof bridge.options.shopPreviewUrl === "string") bridge.poll(bridge.options.shopPreviewUrl);
  }
  StoryblokBridge.prototype.on = function (events, callback) {
    var listeners = this.listeners;
    [].concat(events).forEach(function (name) {
      (listeners[name] = listeners[name] || []).push(callback);
    });
  };
  StoryblokBridge.prototype.emit = function (name, event) {
    (this.listeners[name] || []).forEach(function (callback) { callback(event); });
  };
  StoryblokBridge.prototype.poll = function (url) {
    var bridge = this;
    var last;
    function check() {
      fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } })
        .then(function (response) { return response.ok ? response.text() : undefined; })
        .then(function (text) {
          if (text === undefined) return;
          if (last !== undefined && text !== last) {
            bridge.emit("input", { action: "input", story: JSON.parse(text).page });
          }
          last = text;
        })
        .catch(function () { return undefined; })
        .then(function () { setTimeout(check, bridge.options.pollMs || 2000); });
    }
    check();
  };
  window.StoryblokBridge = StoryblokBridge;
})();
`;

/** `GET /content/sbBridge.js`: the bridge script, cached briefly (it changes with the slice). */
export function bridgeScriptRoutes(): Hono {
  const app = new Hono();
  app.get("/", (c) =>
    c.body(bridgeScript, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=300",
    }),
  );
  return app;
}
