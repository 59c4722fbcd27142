"""Chinese words of what every game shares: input errors, steps and the page's worker."""

MESSAGES: dict[str, str] = {
    ", ": "、",
    "end of input": "输入结束",
    "expected {expected}, got end of input": "应为{expected}，但输入已结束",
    "expected {expected}, got {got}": "应为{expected}，实际为 {got}",
    "Case {case}, step {step} of {count}: {title}": "第 {case} 组数据，第 {step} 步（共 {count} 步）：{title}",
    "Step {step} of {count}: {title}": "第 {step} 步（共 {count} 步）：{title}",
    "no run to explain: press Run first": "没有可解释的运行：请先点击“运行”",
    "no case #{case} in the latest run": "最近一次运行中没有第 {case} 组数据",
    "no stress run is going on": "没有正在进行的对拍",
    "unknown game {game}": "未知的游戏 {game}",
    "internal error in the {game} judge: {kind}: {error}": "{game} 评测器内部错误：{kind}：{error}",
    "no result of your program to tell again": "没有可重新显示的程序结果",
    # Words of more than one game: the suits of Bridge and Tractor, a step of Cirno, Tractor and UNO.
    "Spades": "黑桃",
    "Hearts": "红心",
    "Diamonds": "方块",
    "Clubs": "梅花",
    "none": "无",
    "Deal": "发牌",
    "{count} case": "{count} 组数据",
    "{count} cases": "{count} 组数据",
    # How big a deal is, in Tractor and Hearts (the stress report's shrinking).
    "{count} trick": "{count} 墩",
    "{count} tricks": "{count} 墩",
    # The statement's limits.
    "{what}: at most {most}": "{what}：最多 {most}",
    "Time limit: {seconds} s": "时间限制：{seconds} 秒",
    "Memory limit: {memory} MB": "内存限制：{memory} MB",
    "{limit} (assumed)": "{limit}（假定）",
    "An input of as many cases as the limits allow (cardjudge limits).": "输入的数据组数达到限制允许的最多组数（见 cardjudge limits）。",
}
