import { CalendarCheck, CalendarClock, Compass } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { useCategory } from "@/lib/category.tsx";

export function Component() {
  const { config } = useCategory();
  const cards = [
    { to: "/bookings", title: "View Appointments", text: `All your ${config.sessionTerm.toLowerCase()}s in one place`, icon: CalendarCheck },
    { to: "/bookings", title: "View Today", text: `Today's ${config.sessionTerm.toLowerCase()}s with your ${config.personTerm.toLowerCase()}s`, icon: CalendarClock },
    { to: "/explore", title: "Explore Network", text: "Connect with verified professionals", icon: Compass },
  ];
  return (
    <section>
      <PageHeader title="Consultation Mode" description="Your expert dashboard" />
      <ul className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ to, title, text, icon: Icon }) => (
          <li key={title}>
            <Link to={to} className="block h-full">
              <Card className="flex h-full items-center gap-3 p-4 hover:border-primary">
                <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
