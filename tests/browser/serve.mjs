// Serves the built app: node tests/browser/serve.mjs [dist] [port]
import { startServer } from "./lib/server.mjs";

const root = process.argv[2] || "dist";
const port = Number(process.argv[3] || 8080);
const server = await startServer(root, { port });
console.log(`Grimoire is served at ${server.url} (Ctrl+C stops it)`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
