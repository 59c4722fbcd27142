"""Chinese words of what every game shares: input errors, steps and the page's worker."""

MESSAGES: dict[str, str] = {
    ", ": "、",
    "end of input": "输入结束",
    "expected {expected}, got end of input": "应为{expected}，但输入已结束",
    "expected {expected}, got {got}": "应为{expected}，实际为 {got}",
    "Case {case}, step {step} of {count}: {title}": "第 {case} 组数据，第 {step} 步（共 {count} 步）：{title}",
    "Step {step} of {count}: {title}": "第 {step} 步（共 {count} 步）：{title}",
}
