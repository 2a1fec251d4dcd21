// Hello-world baseline for `npm run bench`: the same wrangler/workerd runner as the shop with no work in the handler,
// so each route's req/s can be read as a fraction of what the runner itself can serve on this machine.
export default {
  async fetch() {
    return new Response("Hello world", { headers: { "content-type": "text/plain; charset=utf-8" } });
  },
} satisfies ExportedHandler;
