import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import type { RoomConnection } from "../hooks/use-room-connection.ts";

export function CallControls({ connection, withVideo, onHangUp }: { connection: RoomConnection; withVideo: boolean; onHangUp: () => void }) {
  const { audioOn, videoOn, toggleAudio, toggleVideo, switchCamera, localStream } = connection;
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {localStream ? (
        <>
          <Button variant="outline" onClick={toggleAudio} aria-pressed={!audioOn}>
            {audioOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />} {audioOn ? "Mute" : "Unmute"}
          </Button>
          {withVideo ? (
            <>
              <Button variant="outline" onClick={toggleVideo} aria-pressed={!videoOn}>
                {videoOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />} {videoOn ? "Camera off" : "Camera on"}
              </Button>
              <Button variant="outline" onClick={() => void switchCamera()}>
                <SwitchCamera aria-hidden="true" /> Switch camera
              </Button>
            </>
          ) : null}
        </>
      ) : null}
      <Button variant="destructive" onClick={onHangUp}>
        <PhoneOff aria-hidden="true" /> {withVideo || localStream ? "Hang up" : "Leave"}
      </Button>
    </div>
  );
}
