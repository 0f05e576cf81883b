import type { Browser } from "@playwright/test"
import { expectNoViolations, newAdmin } from "./admin-support.ts"
import { expect, humanCheckProof, originOf, test, withSavedCookieChoice } from "./fixtures.ts"
import { capture } from "./screens.ts"

/** The admin inbox a page at a time: more contact messages than one page holds, turned from the keyboard. */

test.beforeEach(async ({ page }) => {
  await withSavedCookieChoice(page)
})

/**
 * `count` contact messages through the API the contact page uses, each from its own address: a
 * second message from one address asks four times the work, and the inbox is the subject here.
 */
const sendContacts = async (browser: Browser, baseURL: string | undefined, headers: Record<string, string> | undefined, count: number) => {
  const visitor = await browser.newPage({ baseURL, extraHTTPHeaders: headers })
  await visitor.goto("/")
  for (let index = 0; index < count; index += 1) {
    const from = { "X-Forwarded-For": `10.253.7.${index + 1}` }
    const proof = await humanCheckProof(visitor.request, "send_contact", from)
    const response = await visitor.request.post("/api/contact", {
      headers: { ...from, Origin: originOf(visitor), Accept: "application/json", "x-human-check": proof },
      data: { name: "Léa", email: "lea@example.org", subject: `Horaires ${index + 1}`, message: "Vous ouvrez à quelle heure le dimanche ?" }
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await visitor.close()
}

test("the inbox comes 20 messages a page; turning a page takes the reader to its first message, in French and English", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders
}, testInfo) => {
  test.setTimeout(180_000)
  await sendContacts(browser, baseURL, extraHTTPHeaders, 22)

  await newAdmin(page)
  await page.goto("/admin/feedback")
  await page.getByRole("button", { name: "Contact" }).click()
  const heading = page.locator("#feedback-count")
  await expect(heading).toContainText("Page 1 sur")
  const pager = page.getByRole("navigation", { name: "Pages de messages" })
  await expect(pager.getByRole("button", { name: "Plus récents" })).toBeDisabled()
  await expect(page.locator("ol.admin-messages > li")).toHaveCount(20)
  await expectNoViolations(page)
  await capture(page, testInfo, "admin-inbox-page-1-1280")

  // From the keyboard: the older page comes, and the focus goes up to the heading above its first message.
  await pager.getByRole("button", { name: "Plus anciens" }).focus()
  await page.keyboard.press("Enter")
  await expect(heading).toContainText("Page 2 sur")
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await expect(page.locator("ol.admin-messages")).toHaveAttribute("start", "21")
  await expect(page.getByRole("article", { name: "Horaires 1", exact: true })).toBeVisible()
  await expectNoViolations(page)
  await page.setViewportSize({ width: 360, height: 780 })
  await capture(page, testInfo, "admin-inbox-page-2-360")

  // Back to the newest, then the same in English.
  await pager.getByRole("button", { name: "Plus récents" }).click()
  await expect(heading).toContainText("Page 1 sur")
  await expect(heading).toBeFocused()
  await page.getByRole("button", { name: "Ouvrir le menu d'administration" }).click()
  await page.getByRole("button", { name: "English" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feedback")
  await page.keyboard.press("Escape")
  await expect(heading).toContainText("Page 1 of")
  await expect(page.getByRole("navigation", { name: "Pages of messages" }).getByRole("button", { name: "Older" })).toBeEnabled()
  await capture(page, testInfo, "admin-inbox-page-1-en-360")
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole("navigation", { name: "Pages of messages" }).getByRole("button", { name: "Older" }).click()
  await expect(heading).toContainText("Page 2 of")
  await capture(page, testInfo, "admin-inbox-page-2-en-1280")
})
