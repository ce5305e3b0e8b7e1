import { useRef, useState, type FormEvent } from "react";
import { Paperclip, Send } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENT_TYPES, MESSAGE_BODY_MAX } from "@expertconnect/shared/constants";
import { MESSAGE_MESSAGES, sendMessageSchema } from "@expertconnect/shared/schemas/messages";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useSendAttachment, useSendMessage } from "../api/send-message.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** The text box, the attach button (image or PDF) and Send; the shared schema's messages as toasts. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  useLocale();
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
      { onSuccess: () => setText(""), onError: (err) => toast.error(errorMessage(err, m.messages_send_failed())) },
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
      { onSuccess: () => toast.success(m.messages_file_sent({ name: file.name })), onError: (err) => toast.error(errorMessage(err, m.messages_file_failed())) },
    );
  };

  return (
    <form method="post" onSubmit={submit} className="flex items-center gap-2 border-t bg-card p-2">
      <input
        ref={fileInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={m.messages_attachment_file()}
        accept={MESSAGE_ATTACHMENT_TYPES.join(",")}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <Button type="button" variant="ghost" size="icon" aria-label={m.messages_attach()} disabled={attach.isPending} onClick={() => fileInput.current?.click()}>
        <Paperclip aria-hidden="true" />
      </Button>
      <Input
        aria-label={m.messages_message()}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MESSAGE_BODY_MAX + 1}
        placeholder={m.messages_type()}
        autoComplete="off"
      />
      <Button type="submit" size="icon" aria-label={m.messages_send()} disabled={send.isPending}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
