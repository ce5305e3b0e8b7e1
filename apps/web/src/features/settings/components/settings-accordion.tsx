import { BellRing, ChevronRight, ExternalLink, FileText, KeyRound, Languages, MonitorSmartphone, Palette, ShieldCheck, Gauge, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DATA_SAVER_MAX_HEIGHT } from "@expertconnect/shared/constants";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { useSession } from "@/lib/session.ts";
import { m } from "@/paraglide/messages.js";
import { DevicePushSwitch } from "./device-push-switch.tsx";
import { LanguageChoice } from "./language-choice.tsx";
import { PreferenceSwitch } from "./preference-switch.tsx";

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

function NewTabLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={rowClass}>
      <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="flex-1">
        {label}
        <span className="sr-only">{m.settings_new_tab()}</span>
      </span>
      <ExternalLink className="size-4 text-muted-foreground" aria-hidden="true" />
    </a>
  );
}

/** Settings (docs/product.md#settings): the switches, the language, the legal pages and deletion. */
export function SettingsAccordion() {
  const { data: session } = useSession();
  useLocale();
  return (
    <Card className="px-4">
      <Accordion type="multiple" defaultValue={["appearance", "alerts", "data"]}>
        <Section value="appearance" icon={<Palette aria-hidden="true" />} title={m.settings_appearance()}>
          <PreferenceSwitch name="darkMode" label={m.settings_dark_mode()} description={m.settings_dark_mode_text()} onMessage={m.settings_dark_on()} offMessage={m.settings_dark_off()} />
        </Section>
        <Section value="alerts" icon={<BellRing aria-hidden="true" />} title={m.settings_alerts()}>
          <PreferenceSwitch
            name="appointmentReminders"
            label={m.settings_reminders()}
            description={m.settings_reminders_text()}
            onMessage={m.settings_push_on()}
            offMessage={m.settings_push_off()}
          />
          <PreferenceSwitch
            name="emailAlerts"
            label={m.settings_expert_responses()}
            description={m.settings_expert_responses_text()}
            onMessage={m.settings_email_on()}
            offMessage={m.settings_email_off()}
          />
          {session && <DevicePushSwitch />}
        </Section>
        <Section value="data" icon={<Gauge aria-hidden="true" />} title={m.settings_data_usage()}>
          <PreferenceSwitch
            name="dataSaver"
            label={m.settings_data_saver()}
            description={m.settings_data_saver_text({ height: DATA_SAVER_MAX_HEIGHT })}
            onMessage={m.settings_data_saver_on({ height: DATA_SAVER_MAX_HEIGHT })}
            offMessage={m.settings_data_saver_off()}
          />
        </Section>
        <Section value="preferences" icon={<Languages aria-hidden="true" />} title={m.settings_consultation_preferences()}>
          <LanguageChoice />
        </Section>
        <Section value="privacy" icon={<ShieldCheck aria-hidden="true" />} title={m.settings_account_privacy()}>
          {/* Account security lives on its own page (docs/product.md#security-and-sign-in): password, two-factor, signed-in devices. */}
          <Link to="/profile/security" className={rowClass}>
            <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="flex-1">{m.settings_change_password()}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
          <Link to="/profile/security#security-two-factor" className={rowClass}>
            <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="flex-1">{m.settings_two_factor()}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
          <Link to="/profile/security#security-sessions" className={rowClass}>
            <MonitorSmartphone className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="flex-1">{m.settings_devices()}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
          <NewTabLink to="/privacy-policy" label={m.settings_privacy_policy()} />
          <NewTabLink to="/terms-of-service" label={m.settings_terms()} />
          <Link to="/account-deletion" className={`${rowClass} text-destructive`}>
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="flex-1">{m.settings_delete_account()}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </Section>
      </Accordion>
    </Card>
  );
}
