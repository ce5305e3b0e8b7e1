import { BellRing, ChevronRight, ExternalLink, FileText, KeyRound, Languages, MonitorSmartphone, Palette, ShieldCheck, Gauge, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DATA_SAVER_MAX_HEIGHT } from "@expertconnect/shared/constants";
import { toast } from "@/lib/toast.ts";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useSession } from "@/lib/session.ts";
import { DevicePushSwitch } from "./device-push-switch.tsx";
import { PreferenceSwitch } from "./preference-switch.tsx";
import { SETTINGS_MESSAGES as M } from "./settings-messages.ts";

const rowClass = "flex min-h-12 w-full items-center gap-3 rounded-lg px-2 text-left hover:bg-muted";

function Section({ value, icon, title, children }: { value: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger>
        <span className="flex items-center gap-3 [&_svg]:size-5 [&_svg]:text-primary">
          {icon}
          {title}
        </span>
      </AccordionTrigger>
      <AccordionContent className="space-y-1">{children}</AccordionContent>
    </AccordionItem>
  );
}

function ComingSoonRow({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <button type="button" className={rowClass} onClick={() => toast.info(M.comingSoon)}>
      {icon}
      <span className="flex-1">{label}</span>
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}

function NewTabLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={rowClass}>
      <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="flex-1">
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </span>
      <ExternalLink className="size-4 text-muted-foreground" aria-hidden="true" />
    </a>
  );
}

/** Settings (docs/product.md#settings): device-only switches, the coming-soon items, the legal pages and deletion. */
export function SettingsAccordion() {
  const { data: session } = useSession();
  return (
    <Card className="px-4">
      <Accordion type="multiple" defaultValue={["appearance", "alerts", "data"]}>
        <Section value="appearance" icon={<Palette aria-hidden="true" />} title="Appearance">
          <PreferenceSwitch name="darkMode" label="Dark Mode" description="Use a dark theme across the app" onMessage={M.darkOn} offMessage={M.darkOff} />
        </Section>
        <Section value="alerts" icon={<BellRing aria-hidden="true" />} title="Consultation Alerts">
          <PreferenceSwitch
            name="appointmentReminders"
            label="Appointment Reminders"
            description="Push notifications before your sessions"
            onMessage={M.pushOn}
            offMessage={M.pushOff}
          />
          <PreferenceSwitch
            name="emailAlerts"
            label="Expert Responses"
            description="Email me when an expert replies"
            onMessage={M.emailOn}
            offMessage={M.emailOff}
          />
          {session && <DevicePushSwitch />}
        </Section>
        <Section value="data" icon={<Gauge aria-hidden="true" />} title="Data Usage">
          <PreferenceSwitch
            name="dataSaver"
            label="Data Saver"
            description={`Play videos at ${DATA_SAVER_MAX_HEIGHT}p or lower to use less mobile data`}
            onMessage={M.dataSaverOn}
            offMessage={M.dataSaverOff}
          />
        </Section>
        <Section value="preferences" icon={<Languages aria-hidden="true" />} title="Consultation Preferences">
          <ComingSoonRow icon={<Languages className="size-4 text-muted-foreground" aria-hidden="true" />} label="Preferred Language" />
        </Section>
        <Section value="privacy" icon={<ShieldCheck aria-hidden="true" />} title="Account & Privacy">
          {/* Account security lives on its own page (docs/product.md#security-and-sign-in): password, two-factor, signed-in devices. */}
          <Link to="/profile/security" className={rowClass}>
            <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="flex-1">Change Password</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
          <Link to="/profile/security#security-two-factor" className={rowClass}>
            <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="flex-1">Two-factor authentication</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
          <Link to="/profile/security#security-sessions" className={rowClass}>
            <MonitorSmartphone className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="flex-1">Devices signed in</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
          <NewTabLink to="/privacy-policy" label="Privacy Policy" />
          <NewTabLink to="/terms-of-service" label="Terms of Service" />
          <Link to="/account-deletion" className={`${rowClass} text-destructive`}>
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="flex-1">Delete Account</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </Section>
      </Accordion>
    </Card>
  );
}
