/** Notifications (docs/product.md#notifications): a static sample of three (booking, message, connection); nothing is sent yet. */
export type NotificationKind = "booking" | "message" | "connection";

export interface SampleNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  time: string;
  read: boolean;
}

export const SAMPLE_NOTIFICATIONS: SampleNotification[] = [
  {
    id: "booking",
    kind: "booking",
    title: "Booking confirmed",
    body: "Your video consultation with Dr. Priya Sharma is confirmed for tomorrow at 10:00 AM.",
    time: "2 hours ago",
    read: false,
  },
  {
    id: "message",
    kind: "message",
    title: "New message",
    body: "Adv. Rohan Mehta replied to your question about your rental agreement.",
    time: "5 hours ago",
    read: false,
  },
  {
    id: "connection",
    kind: "connection",
    title: "New connection",
    body: "CA Neha Gupta accepted your connection request.",
    time: "1 day ago",
    read: true,
  },
];
