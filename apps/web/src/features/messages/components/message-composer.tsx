import { useRef, useState, type FormEvent } from "react";
import { Paperclip, Send } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENT_TYPES, MESSAGE_BODY_MAX } from "@expertconnect/shared/constants";
import { MESSAGE_MESSAGES, sendMessageSchema } from "@expertconnect/shared/schemas/messages";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useSendAttachment, useSendMessage } from "../api/send-message.ts";

/** The text box, the attach button (image or PDF) and Send; the shared schema's messages as toasts. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState("");
  const send = useSendMessage();
  const attach = useSendAttachment();
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sendMessageSchema.safeParse({ body: text });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? MESSAGE_MESSAGES.bodyEmpty);
      return;
    }
    send.mutate(
      { conversationId, body: parsed.data.body },
      { onSuccess: () => setText(""), onError: (err) => toast.error(errorMessage(err, "Could not send. Try again.")) },
    );
  };

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) {
      toast.error(MESSAGE_MESSAGES.attachmentTooLarge);
      return;
    }
    attach.mutate(
      { conversationId, file },
      { onSuccess: () => toast.success(`${file.name} sent`), onError: (err) => toast.error(errorMessage(err, "Could not send the file. Try again.")) },
    );
  };

  return (
    <form method="post" onSubmit={submit} className="flex items-center gap-2 border-t bg-card p-2">
      <input
        ref={fileInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Attachment file"
        accept={MESSAGE_ATTACHMENT_TYPES.join(",")}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <Button type="button" variant="ghost" size="icon" aria-label="Attach an image or PDF" disabled={attach.isPending} onClick={() => fileInput.current?.click()}>
        <Paperclip aria-hidden="true" />
      </Button>
      <Input
        aria-label="Message"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MESSAGE_BODY_MAX + 1}
        placeholder="Type a message"
        autoComplete="off"
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={send.isPending}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
