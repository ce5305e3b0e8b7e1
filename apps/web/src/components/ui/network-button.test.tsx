import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_ACTION_MESSAGE } from "@/lib/online.ts";
import { NetworkButton } from "./network-button.tsx";

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("NetworkButton", () => {
  it("is disabled offline, described by the offline message, and comes back online", () => {
    render(
      <NetworkButton type="submit" aria-describedby="other">
        Post
      </NetworkButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Post" });
    expect(button.disabled).toBe(false);
    expect(screen.queryByText(OFFLINE_ACTION_MESSAGE)).toBeNull();

    goOnline(false);
    expect(button.disabled).toBe(true);
    const hint = screen.getByText(OFFLINE_ACTION_MESSAGE);
    expect(button.getAttribute("aria-describedby")).toBe(`other ${hint.id}`);

    goOnline(true);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-describedby")).toBe("other");
    expect(screen.queryByText(OFFLINE_ACTION_MESSAGE)).toBeNull();
  });

  it("keeps its own disabled state while online", () => {
    render(<NetworkButton disabled>Save</NetworkButton>);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save" }).disabled).toBe(true);
  });
});
