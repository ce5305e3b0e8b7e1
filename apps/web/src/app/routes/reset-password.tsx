import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={m.auth_new_password_title()} />
      <Card className="p-5">
        {token && !params.get("error") ? (
          <ResetPasswordForm token={token} onDone={() => void navigate("/auth", { replace: true, state: { signedOut: true } })} />
        ) : (
          <div className="space-y-4">
            <p role="alert">{m.auth_reset_link_invalid()}</p>
            <Button asChild>
              <Link to="/auth">{m.auth_back_to_sign_in()}</Link>
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
