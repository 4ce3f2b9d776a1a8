import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

const form = (
  <form>
    <Input name="email" aria-label="Email" />
    <Textarea name="message" aria-label="Message" />
    <FileInput file={null} onFileChange={() => {}} aria-label="Resume" />
    <Button type="submit">Send</Button>
    <Button type="button">Other</Button>
  </form>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

describe("a pre-rendered form before and after the page is live", () => {
  it("arrives with fields that take no typing and a submit button that waits, without looking disabled", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    const email = container.querySelector("input[name=email]")!;
    expect(email.hasAttribute("readonly")).toBe(true);
    expect(container.querySelector("textarea")!.hasAttribute("readonly")).toBe(
      true,
    );
    expect(
      container.querySelector("input[type=file]")!.hasAttribute("disabled"),
    ).toBe(true);
    const [send, other] = container.querySelectorAll("button");
    expect(send!.disabled).toBe(true);
    expect(send!.className).toContain("disabled:opacity-100");
    expect(other!.disabled).toBe(false);
  });

  it("takes typing, files and submits once hydrated, without a mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(
      container.querySelector("input[name=email]")!.hasAttribute("readonly"),
    ).toBe(false);
    expect(container.querySelector("textarea")!.hasAttribute("readonly")).toBe(
      false,
    );
    expect(
      container.querySelector("input[type=file]")!.hasAttribute("disabled"),
    ).toBe(false);
    const send = container.querySelector("button")!;
    expect(send.disabled).toBe(false);
    expect(send.className).not.toContain("disabled:opacity-100");
    errors.mockRestore();
  });
});
