import { useParams } from "react-router";
import { DoubtDiscussion } from "@/features/doubts/components/doubt-discussion.tsx";

export function Component() {
  const { doubtId = "" } = useParams();
  // A new id is a new screen: no state carries over from the previous doubt.
  return <DoubtDiscussion key={doubtId} doubtId={doubtId} />;
}
