import { zodResolver } from "@hookform/resolvers/zod";
import { Camera } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import { BIO_MAX, PHONE_INPUT_MAX } from "@expertconnect/shared/constants";
import {
  charCount,
  PROFILE_FIELDS,
  profileUpdateSchema,
  type ProfileField,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from "@expertconnect/shared/schemas/profile";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { NetworkButton } from "@/components/ui/network-button.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import type { Profile } from "../api/get-profile.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const isProfileField = (path: string): path is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(path);

export function EditProfileForm({ profile }: { profile: Profile }) {
  useLocale();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      full_name: profile.full_name ?? "",
      phone: profile.phone ?? "",
      specialization: profile.specialization ?? "",
      education: profile.education ?? "",
      bio: profile.bio ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: "full_name" });
  const bioLength = charCount(useWatch({ control: form.control, name: "bio" }) ?? "");

  const onValid = async (values: ProfileUpdate) => {
    try {
      await update.mutateAsync(values);
      toast.success(m.profile_updated());
      void navigate("/profile");
    } catch (err) {
      // The server checks again; its field messages go under the fields, the summary into a toast.
      if (err instanceof ApiError) {
        for (const issue of err.issues) if (isProfileField(issue.path)) form.setError(issue.path, { message: issue.message });
      }
      toast.error(errorMessage(err, m.profile_update_failed()));
    }
  };

  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-5">
      <Card className="flex items-center gap-4 p-4">
        <Avatar name={name ?? ""} size="lg" />
        <Button variant="outline" size="sm" onClick={() => toast.info(m.profile_coming_soon())}>
          <Camera aria-hidden="true" /> {m.profile_change_photo()}
        </Button>
      </Card>
      <Card className="space-y-4 p-4">
        <FormField label={m.profile_full_name()} error={errors.full_name?.message}>
          {(props) => <Input {...props} autoComplete="name" aria-required="true" {...form.register("full_name")} />}
        </FormField>
        <FormField label={m.profile_phone()} hint={m.profile_phone_hint()} error={errors.phone?.message}>
          {(props) => (
            <Input
              {...props}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_INPUT_MAX}
              placeholder="+919876543210"
              {...form.register("phone")}
            />
          )}
        </FormField>
        <FormField label={m.profile_specialization()} error={errors.specialization?.message}>
          {(props) => <Input {...props} placeholder={m.profile_specialization_example()} {...form.register("specialization")} />}
        </FormField>
        <FormField label={m.profile_education()} error={errors.education?.message}>
          {(props) => <Input {...props} placeholder={m.profile_education_example()} {...form.register("education")} />}
        </FormField>
        <FormField
          label={m.profile_bio()}
          hint={<span className={cn(bioLength > BIO_MAX && "font-medium text-destructive")}>{`${bioLength}/${BIO_MAX}`}</span>}
          error={errors.bio?.message}
        >
          {(props) => <Textarea {...props} placeholder={m.profile_bio_placeholder()} {...form.register("bio")} />}
        </FormField>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" className="flex-1" onClick={() => void navigate("/profile")}>
          {m.profile_cancel()}
        </Button>
        <NetworkButton type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting ? m.profile_saving() : m.profile_save()}
        </NetworkButton>
      </div>
    </form>
  );
}
