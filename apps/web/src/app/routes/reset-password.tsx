import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.tsx";

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Set a new password" />
      <Card className="p-5">
        {token && !params.get("error") ? (
          <ResetPasswordForm token={token} onDone={() => void navigate("/auth", { replace: true, state: { signedOut: true } })} />
        ) : (
          <div className="space-y-4">
            <p role="alert">This reset link is invalid or has expired. Ask for a new one from the sign-in screen.</p>
            <Button asChild>
              <Link to="/auth">Back to Sign In</Link>
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
