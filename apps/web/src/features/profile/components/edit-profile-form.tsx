import { zodResolver } from "@hookform/resolvers/zod";
import { Camera } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast.ts";
import { BIO_MAX, PHONE_INPUT_MAX } from "@expertconnect/shared/constants";
import {
  charCount,
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
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

const isProfileField = (path: string): path is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(path);

export function EditProfileForm({ profile }: { profile: Profile }) {
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
      toast.success(PROFILE_MESSAGES.updated);
      void navigate("/profile");
    } catch (err) {
      // The server checks again; its field messages go under the fields, the summary into a toast.
      if (err instanceof ApiError) {
        for (const issue of err.issues) if (isProfileField(issue.path)) form.setError(issue.path, { message: issue.message });
      }
      toast.error(errorMessage(err, PROFILE_MESSAGES.updateFailed));
    }
  };

  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="space-y-5">
      <Card className="flex items-center gap-4 p-4">
        <Avatar name={name ?? ""} size="lg" />
        <Button variant="outline" size="sm" onClick={() => toast.info(PROFILE_MESSAGES.comingSoon)}>
          <Camera aria-hidden="true" /> Change Photo
        </Button>
      </Card>
      <Card className="space-y-4 p-4">
        <FormField label="Full Name" error={errors.full_name?.message}>
          {(props) => <Input {...props} autoComplete="name" aria-required="true" {...form.register("full_name")} />}
        </FormField>
        <FormField label="Phone" hint="International format, e.g. +919876543210" error={errors.phone?.message}>
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
        <FormField label="Specialization" error={errors.specialization?.message}>
          {(props) => <Input {...props} placeholder="e.g. Cardiology" {...form.register("specialization")} />}
        </FormField>
        <FormField label="Education" error={errors.education?.message}>
          {(props) => <Input {...props} placeholder="e.g. MBBS, AIIMS Delhi" {...form.register("education")} />}
        </FormField>
        <FormField
          label="Bio"
          hint={<span className={cn(bioLength > BIO_MAX && "font-medium text-destructive")}>{`${bioLength}/${BIO_MAX}`}</span>}
          error={errors.bio?.message}
        >
          {(props) => <Textarea {...props} placeholder="Tell people about yourself" {...form.register("bio")} />}
        </FormField>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" className="flex-1" onClick={() => void navigate("/profile")}>
          Cancel
        </Button>
        <NetworkButton type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Changes"}
        </NetworkButton>
      </div>
    </form>
  );
}
