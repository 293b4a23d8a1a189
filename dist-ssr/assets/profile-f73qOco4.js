import { t as ProfileScreen } from "./profile-form-CqumEqoV.js";
// src/routes/dashboard/user/profile.tsx?tsr-split=component
var SplitComponent = ProfileScreen;
export { SplitComponent as component };

//# sourceMappingURL=profile-f73qOco4.js.map