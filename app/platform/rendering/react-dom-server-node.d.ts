// react-dom ships `react-dom/server.node` without a declaration of its own; it is `react-dom/server` for Node.
declare module "react-dom/server.node" {
  export { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
}
