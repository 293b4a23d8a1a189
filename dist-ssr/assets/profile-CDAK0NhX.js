import { t as ProfileScreen } from "./profile-form-C_Gvo8oB.js";
// src/routes/dashboard/user/profile.tsx?tsr-split=component
var SplitComponent = ProfileScreen;
export { SplitComponent as component };

//# sourceMappingURL=profile-CDAK0NhX.js.map