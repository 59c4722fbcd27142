// Firefox ESR driven by puppeteer-core over WebDriver BiDi, for tests/browser/engines.py.
//
//   node firefox.mjs EXECUTABLE
//
// Reads one command a line on stdin, as JSON, and answers each with one line of JSON
// on stdout: {"value": ...} or {"error": "..."}. The first line out says the browser
// is ready. Commands: goto {url}, evaluate {script, arg} (script: the text of a
// function of one argument, run in the page), click {selector}, screenshot {path},
// requests (every URL the page and its workers asked for). The browser closes when
// stdin does.
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.argv[2],
  headless: true,
  defaultViewport: { width: 1280, height: 900 },
});
const page = await browser.newPage();
const requests = [];
page.on("request", (request) => requests.push(request.url()));

const commands = {
  goto: ({ url }) => page.goto(url).then(() => null),
  evaluate: ({ script, arg }) => page.evaluate(`(${script})(${JSON.stringify(arg ?? null)})`),
  click: ({ selector }) => page.click(selector),
  screenshot: ({ path }) => page.screenshot({ path }).then(() => null),
  requests: () => requests,
};

const answer = (reply) => process.stdout.write(`${JSON.stringify(reply)}\n`);
answer({ value: await browser.version() });
for await (const line of createInterface({ input: process.stdin })) {
  const { command, ...args } = JSON.parse(line);
  try {
    answer({ value: (await commands[command](args)) ?? null });
  } catch (error) {
    answer({ error: String(error?.message ?? error) });
  }
}
await browser.close();
