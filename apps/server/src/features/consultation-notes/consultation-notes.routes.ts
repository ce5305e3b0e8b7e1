/**
 * /api/consultation-notes/:bookingId: the expert's notes on a completed booking — a prescription
 * for a medical consultation, a session summary otherwise — and their PDF. The booking's expert
 * writes them; the booking's client and expert read them; to anyone else they do not exist.
 */
import { Hono } from "hono";
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";
import { NOTE_MESSAGES, noteKindFor, noteSchema } from "@expertconnect/shared/schemas/records";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { ApiError, badRequest, conflict, forbidden, isUuid, notFound, validate } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n/locale.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { attachment } from "../../lib/uploaded-files.ts";
import { renderNotePdf, pdfFileName } from "./consultation-notes.pdf.ts";
import { noteContext, saveNote, type NoteContext } from "./consultation-notes.queries.ts";

/** What a new form starts from: the expert's own details and the client's name. */
const defaults = (ctx: NoteContext) => ({
  kind: noteKindFor(ctx.category),
  doctorName: ctx.expertName,
  qualification: ctx.expertEducation,
  registrationNumber: ctx.registrationNumber,
  registrationCouncil: ctx.registrationCouncil,
  /** the number an admin checked: the form shows it and cannot change it */
  registrationVerified: ctx.registrationNumber !== null,
  // Someone else's consultation names them, with their age and gender, as the client said when booking.
  patientName: ctx.patient?.for === "other" ? ctx.patient.name : ctx.clientName,
  patientAge: ctx.patient?.for === "other" ? ctx.patient.age : null,
  patientGender: ctx.patient?.for === "other" ? ctx.patient.gender : null,
  patient: ctx.patient,
  date: new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE }).format(new Date()),
});

export function createConsultationNotesRoutes({ db }: Deps) {
  /** The booking as seen by one of its two people; 404 for anyone else. */
  const load = async (bookingId: string, userId: string) => {
    const ctx = isUuid(bookingId) ? await noteContext(db, bookingId) : null;
    if (!ctx || (ctx.clientId !== userId && ctx.expertUserId !== userId)) throw notFound(NOTE_MESSAGES.bookingNotFound);
    return { ctx, role: ctx.expertUserId === userId ? ("expert" as const) : ("client" as const) };
  };

  const view = (ctx: NoteContext, role: "expert" | "client") => ({
    booking: {
      id: ctx.bookingId,
      status: ctx.status,
      scheduledAt: ctx.scheduledAt,
      consultationType: ctx.consultationType,
      category: ctx.category,
      expertName: ctx.expertName,
      clientName: ctx.clientName,
    },
    role,
    note: ctx.note,
    canEdit: role === "expert" && ctx.status === "completed" && (!ctx.note || ctx.note.editable),
    defaults: role === "expert" ? defaults(ctx) : null,
  });

  return new Hono<AppEnv>()
    .get("/:bookingId", requireAuth, async (c) => {
      const { ctx, role } = await load(c.req.param("bookingId"), c.get("user").id);
      return c.json(view(ctx, role));
    })
    .put("/:bookingId", requireAuth, validate("json", noteSchema), async (c) => {
      const bookingId = c.req.param("bookingId");
      const userId = c.get("user").id;
      const { ctx, role } = await load(bookingId, userId);
      if (role !== "expert") throw forbidden("Only the expert of this consultation can write its notes.");
      if (ctx.status !== "completed") throw conflict(NOTE_MESSAGES.notCompleted);
      const typed = c.req.valid("json");
      // A prescription carries the registration an admin checked, whatever the form sent (docs/product.md#doctors-registration).
      const note =
        typed.kind === "prescription" && ctx.registrationNumber
          ? { ...typed, registrationNumber: ctx.registrationNumber, registrationCouncil: ctx.registrationCouncil }
          : typed;
      if (note.kind !== noteKindFor(ctx.category)) throw badRequest(NOTE_MESSAGES.kindMismatch, [{ path: "kind", message: NOTE_MESSAGES.kindMismatch }]);
      if (!(await saveNote(db, bookingId, userId, note))) throw conflict(NOTE_MESSAGES.editWindow);
      const saved = await load(bookingId, userId);
      return c.json(view(saved.ctx, saved.role));
    })
    .get("/:bookingId/pdf", requireAuth, async (c) => {
      const { ctx } = await load(c.req.param("bookingId"), c.get("user").id);
      if (!ctx.note) throw new ApiError(404, NOTE_MESSAGES.noNotes);
      const meta = { ...ctx, updatedAt: ctx.note.updatedAt };
      // In the language of the person downloading it (the patient's may differ from the doctor's).
      const pdf = await renderNotePdf(ctx.note.body, meta, { locale: await requestLocale(db, c.get("user"), c.req) });
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-length": String(pdf.length),
        "content-disposition": attachment(pdfFileName(ctx.note.body, meta)),
        "cache-control": "private, no-store",
      });
    });
}
