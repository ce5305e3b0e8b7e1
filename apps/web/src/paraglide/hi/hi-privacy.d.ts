export declare const privacy_adult: (inputs: any) => string;
export declare const privacy_adult_required: (inputs: any) => string;
export declare const privacy_agree: (inputs: any) => string;
export declare const privacy_notice_accepted: (inputs: any) => string;
export declare const privacy_notice_updated: (inputs: any) => string;
export declare const privacy_notice_updated_text: (inputs: any) => string;
export declare const privacy_read_notice: (inputs: any) => string;
export declare const privacy_save_failed: (inputs: any) => string;
