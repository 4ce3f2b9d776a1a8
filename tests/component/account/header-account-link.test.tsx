import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";
import { storeSession } from "../../support/session";

async function headerLinks() {
  const header = (await screen.findAllByRole("banner"))[0]!;
  return within(header);
}

describe("the header's Account link", () => {
  it("is offered to every signed-in person, beside Admin and Logout", async () => {
    for (const role of ["admin", "owner", undefined] as const) {
      storeSession(role);
      const { unmount } = renderRoute("/services");
      const header = await headerLinks();
      expect(
        header.getAllByRole("link", { name: "Account" })[0],
      ).toHaveAttribute("href", "/account");
      expect(
        await header.findAllByRole("button", { name: "Logout" }),
      ).not.toHaveLength(0);
      expect(header.queryAllByRole("link", { name: "Admin" })).toHaveLength(
        role === "admin" ? 1 : 0,
      );
      unmount();
      window.localStorage.clear();
    }
  });

  it("is not offered to visitors", async () => {
    renderRoute("/services");
    const header = await headerLinks();
    expect(
      header.getAllByRole("link", { name: "Book a Ride" }),
    ).not.toHaveLength(0);
    expect(header.queryByRole("link", { name: "Account" })).toBeNull();
  });
});
