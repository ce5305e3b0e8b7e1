/**
* | output |
* | --- |
* | "{name} is muted" |
*
* @param {Room_Peer_MutedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_peer_muted: ((inputs: Room_Peer_MutedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Peer_MutedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Peer_MutedInputs = {
    name: NonNullable<unknown>;
};
