import { definePlugin, HtmlValidate, Rule, type DOMReadyEvent, type HtmlElement } from "html-validate";

/**
 * HTML conformance as the W3C Nu Html Checker judges it, with html-validate (a Node library, no Java): its
 * `standard` preset (the HTML standard's content models and attributes) and `document` preset (a whole document:
 * doctype, a title, references that resolve), plus `input-attributes` (`readonly` on a checkbox). Left out are the
 * presets' checks that are style or accessibility, not conformance: subresource integrity (our scripts are same-origin),
 * heading levels and labels (axe checks those in the e2e tests).
 *
 * html-validate does not check three things the Nu checker reports, so the rules below add them: `sizes` without
 * `srcset`, a `srcset` with `sizes` whose candidates lack width descriptors, and a `dl` that mixes `div` groups with
 * bare `dt`/`dd`. Content after `</html>` is checked on the raw text (`afterDocumentEnd`).
 */

/** The candidates of a srcset: each an address and an optional descriptor ("640w", "2x"). */
function srcsetDescriptors(srcset: string): (string | undefined)[] {
  return srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[1]);
}

class ImageSourceSet extends Rule {
  override documentation() {
    return { description: "`sizes` needs a `srcset` whose candidates all give a width (`640w`)." };
  }
  override setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll("img, source")) {
        const sizes = element.getAttribute("sizes");
        const srcset = element.getAttributeValue("srcset");
        if (sizes && srcset === null) {
          this.report(element, `<${element.tagName}> has "sizes" without "srcset"`, sizes.keyLocation);
        } else if (sizes && srcset !== null && srcsetDescriptors(srcset).some((d) => !d?.endsWith("w"))) {
          this.report(element, `<${element.tagName}> has "sizes" but a "srcset" candidate without a width descriptor`);
        }
      }
    });
  }
}

class DescriptionListGroups extends Rule {
  override documentation() {
    return { description: "A `dl` holds either `dt`/`dd` or `div` groups of them, not both." };
  }
  override setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const list of event.document.querySelectorAll("dl")) {
        const children: HtmlElement[] = list.childElements.filter((child) => child.tagName !== "script");
        const groups = children.filter((child) => child.tagName === "div");
        if (groups.length > 0 && groups.length < children.length) {
          this.report(groups[0]!, "<div> among <dt>/<dd> in a <dl>: wrap every group in a <div>, or none");
        }
      }
    });
  }
}

const shopRules = definePlugin({
  name: "shop-conformance",
  rules: { "shop/img-srcset": ImageSourceSet, "shop/dl-groups": DescriptionListGroups },
});

export const htmlValidator = new HtmlValidate({
  plugins: [shopRules],
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    "input-attributes": "error",
    "require-sri": "off",
    "heading-level": "off",
    "input-missing-label": "off",
    "shop/img-srcset": "error",
    "shop/dl-groups": "error",
  },
});

/** What follows `</html>` in a document (the parser's "after after body" mode takes only comments and spaces). */
export function afterDocumentEnd(html: string): string {
  const end = html.lastIndexOf("</html>");
  if (end < 0) return "";
  return html
    .slice(end + "</html>".length)
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
}

/** Every conformance error of a document, one line each ("12:340 element-required-content: …"). */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await htmlValidator.validateString(html);
  const errors = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
  const trailing = afterDocumentEnd(html);
  if (trailing) errors.push(`content after </html>: ${trailing.slice(0, 80)}…`);
  return errors;
}
